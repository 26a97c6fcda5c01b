// The JSON shapes of the editable sections (docs/product-rules.md#entities; page_content.content is jsonb,
// so the generated types only say Json). Reads coerce stored JSON into these with the caller's
// defaults filling anything missing; the admin form validates them with page-content.schema.ts.

/** One hero carousel image. */
export interface CarouselImage {
  /** An https:// address or a site path such as /images/seed/bwindi-gorillas.webp. */
  url: string;
  alt: string;
  /** The focal point, 0–1 across and down (docs/decisions.md#image-focal-point-and-alt); the centre without. */
  focal_x?: number;
  focal_y?: number;
}

/** home/hero. */
export interface HeroContent {
  title: string;
  subtitle: string;
  carousel_images: CarouselImage[];
}

/** contact/info. */
export interface ContactInfoContent {
  address: string;
  phone: string;
  email: string;
}

/** The sections the admin can edit, by `page_id/section_id`. */
export interface PageSections {
  'home/hero': HeroContent;
  'contact/info': ContactInfoContent;
}

export type PageSectionId = keyof PageSections;
