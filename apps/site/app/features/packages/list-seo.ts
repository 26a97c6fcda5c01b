import type { PackagesListData } from '@tembo/data';
import { paths } from '../../config/paths.ts';
import { breadcrumbList, itemList } from '../../lib/seo/json-ld.ts';
import type { PageSeo } from '../../lib/seo/meta.ts';

/** Title, description and structured data of a list of packages (all, or one category). */
export function packagesListSeo({
  title,
  description,
  path,
  packages,
}: {
  title: string;
  description: string;
  path: string;
  packages: PackagesListData | undefined;
}): PageSeo {
  const trail = [
    { name: 'Home', path: paths.home() },
    { name: 'Safari Packages', path: paths.packages() },
    ...(path === paths.packages() ? [] : [{ name: title, path }]),
  ];
  return {
    title,
    description,
    path,
    jsonLd: [
      breadcrumbList(trail),
      itemList(
        title,
        (packages ?? []).map((pkg) => ({ name: pkg.title, path: paths.package(pkg.slug) })),
      ),
    ],
  };
}
