import {
  destinationConstraints,
  destinationMessages,
} from '../destinations/destination-messages.ts';
import { destinationInputSchema } from '../destinations/destination.schema.ts';
import { searchKeys } from '../search/keys.ts';
import { defineContentType } from './define.ts';
import { destinationLimits } from './limits.ts';

/** Destinations: /destinations on the site, /admin/destinations in the admin. */
export const destinationsType = defineContentType({
  table: 'destinations',
  key: 'destinations',
  path: 'destinations',
  labels: {
    new: 'New destination',
    edit: 'Edit destination',
    plural: 'destinations',
    heading: (row) => `Edit ${row.name}`,
  },
  schema: destinationInputSchema,
  limits: destinationLimits,
  messages: destinationMessages,
  constraints: destinationConstraints,
  list: { order: [['name']] },
  alsoInvalidates: [searchKeys.all],
});
