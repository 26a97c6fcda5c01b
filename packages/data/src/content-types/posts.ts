import { postConstraints, postMessages } from '../blog/post-messages.ts';
import { postInputSchema } from '../blog/post.schema.ts';
import { summaryOf } from '../blog/post-summary.ts';
import { searchKeys } from '../search/keys.ts';
import { defineContentType } from './define.ts';
import { postLimits } from './limits.ts';

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
});
