import { LinkButton } from '@tembo/ui';
import { paths } from '../config/paths.ts';
import { siteConfig } from '../config/site.config.ts';
import { CallToAction } from '../lib/layout/CallToAction.tsx';
import { PageHeader } from '../lib/layout/PageHeader.tsx';
import * as styles from '../lib/layout/page.css.ts';
import { Section } from '../lib/layout/Section.tsx';
import { breadcrumbList } from '../lib/seo/json-ld.ts';
import { seoMeta } from '../lib/seo/meta.ts';

const title = `About ${siteConfig.name}`;
const { description, lead, story, facts } = siteConfig.about;

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

const values = [
  {
    title: 'Guides who were born here',
    text:
      'Every driver-guide on our team is Ugandan, speaks at least three languages and has spent ' +
      'years in the parks. They read the bush, know the rangers by name and tell the stories ' +
      'behind the places, not just their names.',
  },
  {
    title: 'Permits secured before you fly',
    text:
      'Gorilla and chimpanzee permits are limited and sell out months ahead. We book them with ' +
      'the Uganda Wildlife Authority as soon as you confirm, and we only build your itinerary ' +
      'around permits we hold.',
  },
  {
    title: 'Travel that gives back',
    text:
      'A share of every permit funds the parks and the communities around them. We add to it: ' +
      'we hire porters from the villages at the trailheads, stay in locally owned lodges where ' +
      'we can and support a Batwa-led craft cooperative near Bwindi.',
  },
  {
    title: 'Small groups, your pace',
    text:
      'Most of our safaris are private: your own 4x4 Land Cruiser with a pop-up roof, your own ' +
      'guide and a plan that bends when the lions are worth another hour.',
  },
];

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
          text="Tell us when you would like to travel and what you hope to see. We answer every enquiry within one working day."
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
