import { paths } from '../config/paths.ts';
import { siteConfig } from '../config/site.config.ts';
import { PageHeader } from '../features/layout/PageHeader.tsx';
import { travelAgency } from '../features/seo/json-ld.ts';
import { seoMeta } from '../features/seo/meta.ts';

export function meta() {
  return seoMeta({
    title: `${siteConfig.name}: gorilla trekking and wildlife safaris in Uganda`,
    fullTitle: true,
    description: siteConfig.description,
    path: paths.home(),
    jsonLd: [travelAgency()],
  });
}

export default function Home() {
  return <PageHeader title={siteConfig.hero.title} lead={siteConfig.hero.subtitle} />;
}
