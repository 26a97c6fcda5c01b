import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  accommodationsQueryOptions,
  contactInfoQueryOptions,
  packageChoicesQueryOptions,
  usePackageChoicesQuery,
  usePageContentQuery,
} from '@tembo/data';
import { LinkButton } from '@tembo/ui';
import { useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { siteConfig } from '../config/site.config.ts';
import { publicClient } from '../lib/data/clients.ts';
import { useHydrated } from '../lib/hydration/use-hydrated.ts';
import { loadAtBuild, loadInBrowser, prefetchList } from '../lib/data/route-data.ts';
import { textParam } from '../lib/data/search-params.ts';
import { EnquiryForm } from '../features/enquiry-form/EnquiryForm.tsx';
import { PageHeader } from '../lib/layout/PageHeader.tsx';
import * as styles from '../lib/layout/page.css.ts';
import { breadcrumbList } from '../lib/seo/json-ld.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import type { Route } from './+types/contact';
import { BuildData } from '../lib/data/BuildData.tsx';

const seo: PageSeo = {
  title: 'Contact Us',
  description: `Plan your Uganda safari with us: send an enquiry, call or WhatsApp our ${siteConfig.office.city} office. We answer every enquiry within one working day.`,
  path: paths.contact(),
  jsonLd: [
    breadcrumbList([
      { name: 'Home', path: paths.home() },
      { name: 'Contact', path: paths.contact() },
    ]),
  ],
};

function queries() {
  const client = publicClient();
  return {
    contact: contactInfoQueryOptions(client, siteConfig.contact),
    packages: packageChoicesQueryOptions(client),
  };
}

/** What the query string chose: a package (?package=) and a lodge (?accommodation=). */
interface Chosen {
  packageId: string;
  accommodationId: string;
}

async function fill(queryClient: QueryClient, atBuild: boolean) {
  const { contact, packages } = queries();
  await Promise.all([
    queryClient.ensureQueryData(contact),
    atBuild ? queryClient.fetchQuery(packages) : prefetchList(queryClient, packages),
  ]);
  return seo;
}

const nothingChosen: Chosen = { packageId: '', accommodationId: '' };

const chosenBy = (url: string): Chosen => ({
  packageId: textParam(url, 'package'),
  accommodationId: textParam(url, 'accommodation'),
});

/**
 * The package and lodge the address chose: nothing while prerendering and hydrating (the HTML
 * was built for the bare URL), then the query string's.
 */
function useChosen(): Chosen {
  const hydrated = useHydrated();
  const { search } = useLocation();
  return hydrated ? chosenBy(`${window.location.origin}/contact${search}`) : nothingChosen;
}

/**
 * Build time: the details and packages; the page is built without a chosen package or lodge
 * (the static host serves it for any query string).
 */
export const loader = () => loadAtBuild((queryClient) => fill(queryClient, true));

/**
 * In the browser, on a navigation to /contact: the details and packages. Not on hydration: the
 * page hydrates with its prerendered data, and the choice follows from the address once hydrated
 * ({@link useChosen}), without running a loader in the long task that hydrates the form.
 */
export const clientLoader = async () => loadInBrowser((queryClient) => fill(queryClient, false));

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seoMeta(loaderData.seo) : []);

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
        Fields marked with an asterisk are required. We reply within one working day.
      </p>
      <EnquiryForm packages={packages} packageId={packageId} stayName={stayName} />
    </section>
  );
}

/** /contact: the office details (page_content contact/info, the site config's as fallback) and the enquiry form. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const chosen = useChosen();
  return (
    <BuildData state={loaderData.dehydratedState}>
      <PageHeader
        title="Contact Us"
        lead="Tell us when you would like to travel and what you hope to see, and we will plan a safari around you."
      />
      <div className={`${styles.container} ${styles.split}`}>
        <Enquiry {...chosen} />
        <ContactDetails />
      </div>
    </BuildData>
  );
}
