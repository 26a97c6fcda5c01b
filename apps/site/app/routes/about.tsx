import { LinkButton } from '@tembo/ui';
import { paths } from '../config/paths.ts';
import { aboutPage } from '../config/about.config.ts';
import { siteConfig } from '../config/site.config.ts';
import { CallToAction } from '../lib/layout/CallToAction.tsx';
import { PageHeader } from '../lib/layout/PageHeader.tsx';
import * as styles from '../lib/layout/page.css.ts';
import { Section } from '../lib/layout/Section.tsx';
import { breadcrumbList } from '../lib/seo/json-ld.ts';
import { seoMeta } from '../lib/seo/meta.ts';

const title = `About ${siteConfig.name}`;
const { description, lead, story, facts, values } = aboutPage;

export function meta() {
  return seoMeta({
    title,
    description,
    path: paths.about(),
    jsonLd: [
      breadcrumbList([
        { name: 'Home', path: paths.home() },
        { name: 'About', path: paths.about() },
      ]),
    ],
  });
}

export default function About() {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <section className={`${styles.container} ${styles.section}`} aria-labelledby="story">
        <div className={styles.split}>
          <div>
            <h2 id="story" className={styles.sectionTitle}>
              Our story
            </h2>
            {story.map((paragraph) => (
              <p key={paragraph} className={styles.text}>
                {paragraph}
              </p>
            ))}
          </div>
          <aside className={styles.panel} aria-labelledby="facts">
            <h2 id="facts" className={styles.subTitle}>
              At a glance
            </h2>
            <ul className={styles.list}>
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </aside>
        </div>
      </section>
      <Section id="values" title="How we travel" contained>
        <ul className={styles.grid}>
          {values.map((value) => (
            <li key={value.title} className={styles.panel}>
              <h3 className={styles.subTitle}>{value.title}</h3>
              <p className={`${styles.text} ${styles.muted}`}>{value.text}</p>
            </li>
          ))}
        </ul>
        <CallToAction
          title="Plan your safari with us"
          text={`Tell us when you would like to travel and what you hope to see. We answer every enquiry within ${siteConfig.enquiryReply.within}.`}
        >
          <LinkButton href={paths.packages()}>View All Packages</LinkButton>
          <LinkButton href={paths.contact()} variant="soft">
            Contact Us
          </LinkButton>
        </CallToAction>
      </Section>
    </>
  );
}
