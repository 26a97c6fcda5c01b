import { z } from 'zod/mini';
import { addAtMost, keepTo, sharedLimits } from '../content-types/limits.ts';
import { fieldMessages } from '../lib/field-messages.ts';
import {
  emailField,
  focalCoordinate,
  requiredImageUrl,
  requiredText,
  wrongType,
} from '../lib/form-fields.ts';
import { phonePattern } from '../lib/patterns.ts';

/** The hero's carousel: at most this many images (the form's own limit; the table stores JSON). */
export const carouselLimits = { maxItems: 20 } as const;

/** The sections' texts: the forms' own limits (the table stores each section as JSON). */
const textLimits = {
  title: { max: 200 },
  subtitle: { max: 500 },
  address: { max: 300 },
} as const;

/** What the page section forms say. */
export const pageContentMessages = {
  titleRequired: 'Please enter a title.',
  titleTooLong: keepTo('the title', textLimits.title),
  subtitleRequired: 'Please enter a subtitle.',
  subtitleTooLong: keepTo('the subtitle', textLimits.subtitle),
  imageRequired: 'Please upload an image or enter its address.',
  tooManyImages: addAtMost('carousel images', carouselLimits),
  addressRequired: 'Please enter the postal address.',
  addressTooLong: keepTo('the address', textLimits.address),
  phoneRequired: 'Please enter a phone number.',
  phoneFormat:
    'Please enter a valid phone number: digits, spaces and + ( ) . / - only, 6 to 30 characters.',
  emailRequired: 'Please enter an email address.',
  emailFormat: 'Please enter a valid email address, like name@example.com.',
} as const;

const m = pageContentMessages;

/** The admin form for home/hero. */
export const heroContentSchema = z.object(
  {
    title: requiredText(textLimits.title.max, {
      required: m.titleRequired,
      tooLong: m.titleTooLong,
    }),
    subtitle: requiredText(textLimits.subtitle.max, {
      required: m.subtitleRequired,
      tooLong: m.subtitleTooLong,
    }),
    carousel_images: z
      .array(
        z.object(
          {
            url: requiredImageUrl(m.imageRequired),
            alt: requiredText(sharedLimits.imageAlt.max, {
              required: fieldMessages.imageAltRequired,
              tooLong: fieldMessages.imageAltTooLong,
            }),
            focal_x: focalCoordinate(),
            focal_y: focalCoordinate(),
          },
          wrongType,
        ),
        wrongType,
      )
      .check(z.maxLength(carouselLimits.maxItems, m.tooManyImages)),
  },
  wrongType,
);

/** The admin form for contact/info. */
export const contactInfoSchema = z.object(
  {
    address: requiredText(textLimits.address.max, {
      required: m.addressRequired,
      tooLong: m.addressTooLong,
    }),
    phone: z
      .string({ error: m.phoneRequired })
      .check(z.trim(), z.minLength(1, m.phoneRequired), z.regex(phonePattern, m.phoneFormat)),
    email: emailField({
      required: m.emailRequired,
      format: m.emailFormat,
      tooLong: m.emailFormat,
    }),
  },
  wrongType,
);

export type HeroContentFormValues = z.input<typeof heroContentSchema>;
export type ContactInfoFormValues = z.input<typeof contactInfoSchema>;
