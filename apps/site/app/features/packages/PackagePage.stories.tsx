import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { galleryFixtures, mockTable, packageFixtures } from '@tembo/data/mocks';
import * as packageDetail from '../../routes/package-detail.tsx';
import { SitePage, mockBackend } from '../../test/page-story.tsx';

/** The mocks' gorilla trek: an itinerary of three days and an approved review. */
const pkg = packageFixtures.find((row) => row.slug === 'bwindi-gorilla-trekking-3-days')!;
/** A trip the page offers as related once it shares the trek's category. */
const other = packageFixtures.find((row) => row.published && row.category !== pkg.category)!;

/**
 * A package's page as a visitor sees it: the route's clientLoader reads the package, its reviews,
 * related trips and lodges from the data layer's mocks (docs/architecture.md#page-stories).
 */
const meta = {
  title: 'Pages/Package',
  // The page, header and footer included, fills the frame as it fills the browser window.
  parameters: { layout: 'fullscreen' },
  // No docs page: it would nest the site's landmarks in Storybook's docs page.
  tags: ['!autodocs'],
  beforeEach: (context) => {
    mockBackend(context);
    // The fixtures give no package a gallery and no two published trips one category: the
    // mocks' tables get both for this story (the next story's beforeEach resets them).
    const packages = mockTable('packages');
    const trek = packages.find((row) => row.id === pkg.id)!;
    trek.gallery = galleryFixtures
      .slice(0, 3)
      .map((photo) => ({ url: photo.image_url, alt: photo.alt }));
    packages.find((row) => row.id === other.id)!.category = pkg.category;
  },
  render: () => (
    <SitePage
      module={packageDetail}
      pattern="/safaris/:slug"
      path={`/safaris/${pkg.slug}`}
      inDataLayout
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: pkg.title }),
    ).toBeInTheDocument();
    // The itinerary, the gallery, the review and the related trip, all from the mocks.
    await expect(canvas.getByRole('heading', { name: /Gorilla trekking/ })).toBeInTheDocument();
    await expect(
      canvas.getAllByRole('button', { name: /^Open picture \d of 3 larger/ }),
    ).toHaveLength(3);
    const reviews = await canvas.findByRole('region', { name: 'Reviews of this trip' });
    await expect(within(reviews).getAllByRole('listitem').length).toBeGreaterThan(0);
    const related = await canvas.findByRole('region', { name: 'Related trips' });
    await expect(within(related).getByRole('heading', { name: other.title })).toBeInTheDocument();
  },
};
