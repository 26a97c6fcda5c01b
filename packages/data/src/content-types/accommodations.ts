import {
  accommodationConstraints,
  accommodationMessages,
} from '../accommodations/accommodation-messages.ts';
import { accommodationInputSchema } from '../accommodations/accommodation.schema.ts';
import { searchKeys } from '../search/keys.ts';
import { defineContentType } from './define.ts';
import { accommodationLimits } from './limits.ts';

/** Accommodations: /accommodations on the site, /admin/accommodations in the admin. */
export const accommodationsType = defineContentType({
  table: 'accommodations',
  key: 'accommodations',
  path: 'accommodations',
  labels: {
    new: 'New accommodation',
    edit: 'Edit accommodation',
    plural: 'accommodations',
    heading: (row) => `Edit ${row.name}`,
  },
  schema: accommodationInputSchema,
  limits: accommodationLimits,
  messages: accommodationMessages,
  constraints: accommodationConstraints,
  list: { order: [['name']] },
  alsoInvalidates: [searchKeys.all],
});
