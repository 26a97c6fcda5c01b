import { packageConstraints, packageMessages } from '../safari-packages/package-messages.ts';
import { packageInputSchema } from '../safari-packages/package.schema.ts';
import { searchKeys } from '../search/keys.ts';
import { defineContentType } from './define.ts';
import { packageLimits } from './limits.ts';

/** Safari packages: /safaris on the site, /admin/packages in the admin. */
export const packagesType = defineContentType({
  table: 'packages',
  key: 'packages',
  path: 'packages',
  labels: {
    new: 'New safari package',
    edit: 'Edit safari package',
    plural: 'packages',
    heading: (row) => `Edit ${row.title}`,
  },
  schema: packageInputSchema,
  limits: packageLimits,
  messages: packageMessages,
  constraints: packageConstraints,
  list: { order: [['sort_order'], ['title']] },
  alsoInvalidates: [searchKeys.all],
});
