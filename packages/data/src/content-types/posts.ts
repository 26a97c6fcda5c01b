import { z } from 'zod/mini';
import { summaryOf } from '../blog/post-summary.ts';
import type { ConstraintMessages } from '../lib/data-error.ts';
import { fieldMessages, notFoundMessages } from '../lib/field-messages.ts';
import {
  altTextWithImage,
  flag,
  focalCoordinate,
  optionalImageUrl,
  optionalMoment,
  optionalText,
  plainText,
  requiredText,
  slugField,
  unpublishAfterPublish,
  wrongType,
} from '../lib/form-fields.ts';
import { postKeys, searchKeys } from '../keys.ts';
import { defineContentType } from './define.ts';
import { keepTo, postLimits as l, shown } from './limits.ts';
import {
  byTitle,
  columnRules,
  imageItems,
  newestFirst,
  recentlyChanged,
  recordRules,
  scheduleItems,
  statusColumn,
} from './layout-parts.ts';

/** What the blog post form says, also used when the database refuses a value. */
export const postMessages = {
  notFound: notFoundMessages.post,
  deleted: 'This blog post no longer exists, or you may not delete it.',
  titleRequired: 'Please enter a title.',
  titleTooLong: keepTo('the title', l.title),
  contentTooLong: `The post is too long (${shown(l.content.max)} characters at most).`,
  excerptTooLong: keepTo('the excerpt', l.excerpt),
} as const;

const m = postMessages;

/** The blog_posts table's constraints as form sentences. */
const postConstraints: ConstraintMessages = {
  ...recordRules('blog_posts', { image: 'featured_image', schedule: true }),
  ...columnRules('blog_posts', {
    title: { length: m.titleTooLong },
    content: { length: m.contentTooLong },
    excerpt: { length: m.excerptTooLong },
  }),
};

/**
 * The admin blog post form (markdown content), mirroring the blog_posts table. The slug is
 * generated from the title with `slugify` and stays editable.
 */
export const postInputSchema = z
  .object(
    {
      slug: slugField(),
      title: requiredText(l.title.max, { required: m.titleRequired, tooLong: m.titleTooLong }),
      content: plainText(l.content.max, m.contentTooLong),
      excerpt: optionalText(l.excerpt.max, m.excerptTooLong),
      featured_image: optionalImageUrl(),
      featured_image_alt: optionalText(l.featured_image_alt.max, fieldMessages.imageAltTooLong),
      featured_image_decorative: flag(),
      featured_image_focal_x: focalCoordinate(),
      featured_image_focal_y: focalCoordinate(),
      published: z._default(z.boolean(wrongType), false),
      publish_at: optionalMoment(),
      unpublish_at: optionalMoment(),
    },
    wrongType,
  )
  .check(
    altTextWithImage('featured_image', 'featured_image_alt', 'featured_image_decorative'),
    unpublishAfterPublish(),
  );

/**
 * Blog posts: /blog on the site, /admin/blog in the admin. The admin table needs no post's full
 * Markdown, so its list reads the summaries view, newest first.
 */
export const postsType = defineContentType({
  table: 'blog_posts',
  key: postKeys.all[0],
  path: 'blog',
  schema: postInputSchema,
  limits: l,
  messages: postMessages,
  constraints: postConstraints,
  list: { order: [['created_at', false]], view: { name: 'blog_post_summaries', row: summaryOf } },
  alsoInvalidates: [searchKeys.all],
  admin: {
    nameField: 'title',
    what: 'blog post',
    list: {
      title: 'Blog posts',
      description: 'Write, publish and take back the stories on the blog.',
      noun: 'post',
      search: ['title', 'slug', 'excerpt'],
      sorts: [newestFirst, byTitle, recentlyChanged],
      states: 'published',
      columns: [
        { header: 'Title', field: 'title', kind: 'link' },
        { header: 'Created', field: 'created_at', kind: 'date' },
        statusColumn,
      ],
      action: 'publish',
    },
    form: {
      slugFrom: 'title',
      defaults: { published: false, featured_image_decorative: false },
      items: [
        {
          kind: 'fieldset',
          legend: 'Basics',
          items: [
            { kind: 'text', name: 'title', label: 'Title', required: true },
            {
              kind: 'text',
              name: 'slug',
              label: 'Slug',
              required: true,
              description:
                'The post’s address: /blog/your-slug. Made from the title, and you can change it.',
              editDescription:
                'The post’s address: /blog/your-slug. Changing it breaks links to a published post.',
            },
            {
              kind: 'textarea',
              name: 'excerpt',
              label: 'Excerpt',
              rows: 3,
              description:
                'Shown in lists. Leave empty to use the first 150 characters of the text.',
            },
          ],
        },
        { kind: 'markdown', name: 'content' },
        {
          kind: 'fieldset',
          legend: 'Featured image',
          items: imageItems('featured_image', 'Featured image', 'blog'),
        },
        {
          kind: 'fieldset',
          legend: 'Publishing',
          items: [
            {
              kind: 'checkbox',
              name: 'published',
              label: 'Published',
              description: 'Published posts show on the blog; drafts only here.',
            },
            ...scheduleItems('posts'),
          ],
        },
      ],
    },
  },
});
