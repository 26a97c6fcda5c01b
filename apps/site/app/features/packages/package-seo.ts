import { readItinerary, type PackageDetailData } from '@tembo/data';
import { formatUsd } from '@tembo/ui';
import { paths } from '../../config/paths.ts';
import { breadcrumbList, touristTrip } from '../../lib/seo/json-ld.ts';
import type { PageSeo } from '../../lib/seo/meta.ts';

/** A package page's title, description, share image and TouristTrip with its USD offer. */
export function packageSeo(pkg: PackageDetailData): PageSeo {
  const path = paths.package(pkg.slug);
  return {
    title: pkg.title,
    description: `${pkg.duration}, from ${formatUsd(pkg.price_usd)} per person. ${pkg.description}`,
    path,
    image: pkg.image_url ? { src: pkg.image_url, alt: pkg.image_alt ?? pkg.title } : null,
    jsonLd: [
      touristTrip({
        name: pkg.title,
        description: pkg.description,
        path,
        image: pkg.image_url,
        priceUsd: pkg.price_usd,
        days: pkg.days,
        itinerary: readItinerary(pkg.itinerary).map((day) => `Day ${day.day}: ${day.title}`),
      }),
      breadcrumbList([
        { name: 'Home', path: paths.home() },
        { name: 'Safari Packages', path: paths.packages() },
        { name: pkg.title, path },
      ]),
    ],
  };
}
