import type { QueryClient } from '@tanstack/react-query';
import { contactInfoQueryOptions, packageChoicesQueryOptions } from '@tembo/data';
import { useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { pagesConfig } from '../config/pages.config.ts';
import { siteConfig } from '../config/site.config.ts';
import { publicClient } from '../lib/data/clients.ts';
import { useHydrated } from '../lib/hydration/use-hydrated.ts';
import { loadAtBuild, loadInBrowser, prefetchList } from '../lib/data/route-data.ts';
import { textParam } from '../lib/data/search-params.ts';
import { breadcrumbList } from '../lib/seo/json-ld.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import type { Route } from './+types/contact';
import { BuildData } from '../lib/data/BuildData.tsx';
import { ContactPage, type Chosen } from '../features/enquiry-form/ContactPage.tsx';

const seo: PageSeo = {
  title: 'Contact Us',
  description: pagesConfig.contact.description,
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

/** /contact: the office details (page_content contact/info, the site config's as fallback) and the enquiry form. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <BuildData state={loaderData.dehydratedState}>
      <ContactPage {...useChosen()} />
    </BuildData>
  );
}
