import { footerNavItems, type NavItem } from '../../navigation.ts';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from '../private/icons.tsx';
import { Link } from '../private/Link/Link.tsx';
import * as styles from './Footer.css.ts';

/** The operator's social profiles; each is optional. */
export interface SocialLinks {
  facebook?: string;
  x?: string;
  youtube?: string;
  instagram?: string;
}

/** Fallback contact details (docs/product-rules.md#footer: the footer always has some). */
export interface ContactDetails {
  phone?: string;
  email?: string;
  address?: string;
}

export interface FooterProps {
  /** The operator's name, e.g. 'Tembo Safaris'. */
  businessName: string;
  /** A sentence about the operator under the name. */
  tagline?: string;
  /**
   * Site links, in order.
   * @default footerNavItems (the eight of docs/product-rules.md#footer)
   */
  links?: readonly NavItem[];
  contact: ContactDetails;
  social: SocialLinks;
  /**
   * The copyright year; pass it so prerendered pages are stable.
   * @default the current year
   */
  year?: number;
}

const socialNetworks = [
  { key: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { key: 'x', name: 'X', Icon: XIcon },
  { key: 'youtube', name: 'YouTube', Icon: YouTubeIcon },
  { key: 'instagram', name: 'Instagram', Icon: InstagramIcon },
] as const;

/** The site footer: links, contact details and social profiles (opening in a new tab). */
export function Footer({
  businessName,
  tagline,
  links = footerNavItems,
  contact,
  social,
  year = new Date().getFullYear(),
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {businessName}
          </h2>
          {tagline ? <p className={styles.text}>{tagline}</p> : null}
          <ul className={styles.social} aria-label="Social media">
            {socialNetworks.map(({ key, name, Icon }) => {
              const href = social[key];
              if (!href) return null;
              return (
                <li key={key}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${businessName} on ${name} (opens in a new tab)`}
                    className={styles.socialLink}
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Explore
          </h2>
          <ul className={styles.list}>
            {links.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <address className={styles.address}>
            {contact.phone ? (
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={styles.link}>
                {contact.phone}
              </a>
            ) : null}
            {contact.email ? (
              <a href={`mailto:${contact.email}`} className={styles.link}>
                {contact.email}
              </a>
            ) : null}
            {contact.address ? <span className={styles.text}>{contact.address}</span> : null}
          </address>
        </section>
      </div>
      <p className={styles.bottom}>
        © {year} {businessName}. All rights reserved.
      </p>
    </footer>
  );
}
