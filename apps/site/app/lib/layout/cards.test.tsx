/** The card grids: each row becomes its card with the picture in the build's prepared sizes. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { packageFixtures, postFixtures } from '@tembo/data/mocks';
import { registerImages } from '../format/images.ts';
import { PackageCards, PostCards, TestimonialCards } from './cards.tsx';

const photo = 'https://x.supabase.co/storage/v1/object/public/images/testimonials/camera.jpg';

describe('card grids', () => {
  it('shows a testimonial’s photo in the avatar’s prepared sizes, not the original', () => {
    registerImages({ [photo]: { key: 'cam', width: 4000, height: 3000 } });
    const { container } = render(
      <TestimonialCards
        rows={[
          {
            id: 'review',
            name: 'Amina',
            rating: 5,
            content: 'The gorillas were a metre away.',
            country: 'Kenya',
            image_url: photo,
          },
        ]}
      />,
    );
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/img/cam-1080.jpg');
    expect(image.getAttribute('srcset')).toContain('/img/cam-96.jpg 96w');
    expect(container.querySelector('source[type="image/avif"]')).not.toBeNull();
  });

  it('loads the first card’s picture first on a list page, and each card links to its page', () => {
    const rows = packageFixtures.filter((pkg) => pkg.image_url).slice(0, 2);
    const { container } = render(<PackageCards rows={rows} headingLevel={2} priorityFirst />);
    const items = [...container.querySelectorAll<HTMLElement>(':scope > ul > li')];
    expect(items).toHaveLength(2);
    const [first, second] = items.map((item) => item.querySelector('img')!);
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(second!.getAttribute('loading')).toBe('lazy');
    items.forEach((item, index) => {
      const pkg = rows[index]!;
      expect(within(item).getByRole('heading', { level: 2, name: pkg.title })).toBeInTheDocument();
      expect(within(item).getAllByRole('link')[0]).toHaveAttribute('href', `/safaris/${pkg.slug}`);
    });
  });

  it('reads a post’s picture from its featured image columns', () => {
    const post = { ...postFixtures.find((row) => row.featured_image)!, featured_image_alt: 'Dawn' };
    const { container } = render(<PostCards rows={[post]} excerptOf={() => 'The first lines.'} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', 'Dawn');
    expect(screen.getByText('The first lines.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: post.title })).toBeInTheDocument();
  });
});
