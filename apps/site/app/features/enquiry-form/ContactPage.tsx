import { useQuery } from '@tanstack/react-query';
import {
  accommodationsQueryOptions,
  usePackageChoicesQuery,
  usePageContentQuery,
} from '@tembo/data';
import { LinkButton } from '@tembo/ui';
import { siteConfig } from '../../config/site.config.ts';
import { publicClient } from '../../lib/data/clients.ts';
import { PageHeader } from '../../lib/layout/PageHeader.tsx';
import * as styles from '../../lib/layout/page.css.ts';
import { EnquiryForm } from './EnquiryForm.tsx';

/** What the address chose: a package (?package=) and a lodge (?accommodation=), or ''. */
export interface Chosen {
  packageId: string;
  accommodationId: string;
}

function ContactDetails() {
  const { data: contact = siteConfig.contact } = usePageContentQuery({
    section: 'contact/info',
    defaults: siteConfig.contact,
  });
  const whatsapp = `https://wa.me/${siteConfig.whatsapp.number}?text=${encodeURIComponent(siteConfig.whatsapp.greeting)}`;
  return (
    <aside className={styles.panel} aria-labelledby="details-title">
      <h2 id="details-title" className={styles.subTitle}>
        Our office
      </h2>
      <address className={styles.address}>{contact.address}</address>
      <p className={styles.text}>
        Phone:{' '}
        <a className={styles.link} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
          {contact.phone}
        </a>
      </p>
      <p className={styles.text}>
        Email:{' '}
        <a className={styles.link} href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      </p>
      <p className={styles.text}>{siteConfig.office.hours}</p>
      <LinkButton href={whatsapp} target="_blank" variant="soft">
        Chat on WhatsApp
      </LinkButton>
    </aside>
  );
}

/** The lodge's name for the message, once read; nothing for no lodge or an unknown id. */
function useStayName(accommodationId: string): string | undefined {
  const { data } = useQuery({
    ...accommodationsQueryOptions(publicClient()),
    enabled: accommodationId !== '',
  });
  return accommodationId ? data?.find((lodge) => lodge.id === accommodationId)?.name : undefined;
}

function Enquiry({ packageId, accommodationId }: Chosen) {
  const { data: packages = [] } = usePackageChoicesQuery();
  const stayName = useStayName(accommodationId);
  return (
    <section aria-labelledby="enquiry-title">
      <h2 id="enquiry-title" className={styles.sectionTitle}>
        Send us an enquiry
      </h2>
      <p className={`${styles.text} ${styles.muted}`}>
        {`Fields marked with an asterisk are required. We reply within ${siteConfig.enquiryReply.within}.`}
      </p>
      <EnquiryForm packages={packages} packageId={packageId} stayName={stayName} />
    </section>
  );
}

/** The contact page: the enquiry form beside the office's details. */
export function ContactPage(chosen: Chosen) {
  return (
    <>
      <PageHeader
        title="Contact Us"
        lead="Tell us when you would like to travel and what you hope to see, and we will plan a safari around you."
      />
      <div className={`${styles.container} ${styles.split}`}>
        <Enquiry {...chosen} />
        <ContactDetails />
      </div>
    </>
  );
}
