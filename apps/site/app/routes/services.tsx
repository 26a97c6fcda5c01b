import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { servicesPage } from '../config/services.config.ts';
import { PageHeader } from '../lib/layout/PageHeader.tsx';
import * as styles from '../lib/layout/page.css.ts';
import { breadcrumbList, service } from '../lib/seo/json-ld.ts';
import { seoMeta } from '../lib/seo/meta.ts';

const { description, lead, offers } = servicesPage;

export function meta() {
  return seoMeta({
    title: 'Our Services',
    description,
    path: paths.services(),
    jsonLd: [
      breadcrumbList([
        { name: 'Home', path: paths.home() },
        { name: 'Services', path: paths.services() },
      ]),
      ...offers.map((offer) =>
        service({
          name: offer.name,
          description: offer.summary,
          path: `${paths.services()}#${offer.id}`,
        }),
      ),
    ],
  });
}

export default function Services() {
  return (
    <>
      <PageHeader title="Our Services" lead={lead} />
      <div className={styles.container}>
        <ul className={styles.grid}>
          {offers.map(({ id, name, summary, details, next }) => (
            <li key={id} id={id} className={styles.panel}>
              <h2 className={styles.subTitle}>{name}</h2>
              <p className={styles.text}>{summary}</p>
              <ul className={`${styles.list} ${styles.muted}`}>
                {details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
              <p className={styles.actions}>
                <Link
                  className={styles.link}
                  to={next.category ? paths.packageCategory(next.category) : paths.contact()}
                >
                  {next.label}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
