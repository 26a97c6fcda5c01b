import { postConstraints, postMessages } from '../blog/post-messages.ts';
import { postInputSchema } from '../blog/post.schema.ts';
import { summaryOf } from '../blog/post-summary.ts';
import { searchKeys } from '../search/keys.ts';
import { defineContentType } from './define.ts';
import { postLimits } from './limits.ts';
import {
  byTitle,
  imageItems,
  newestFirst,
  recentlyChanged,
  scheduleItems,
  statusColumn,
} from './layout-parts.ts';

/**
 * Blog posts: /blog on the site, /admin/blog in the admin. The admin table needs no post's full
 * Markdown, so its list reads the summaries view, newest first.
 */
export const postsType = defineContentType({
  table: 'blog_posts',
  key: 'posts',
  path: 'blog',
  labels: {
    new: 'New blog post',
    edit: 'Edit blog post',
    plural: 'posts',
    heading: (row) => `Edit ${row.title}`,
  },
  schema: postInputSchema,
  limits: postLimits,
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
      create: 'New post',
      publicPage: 'blog',
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
      newLabel: 'New blog post',
      createLabel: 'Create post',
      created: 'Post created.',
      saved: 'Post saved.',
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
