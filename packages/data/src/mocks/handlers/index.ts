import type { HttpHandler } from 'msw';
import { accommodationHandlers } from './accommodations.ts';
import { contentHandlers } from './admin-crud.ts';
import { authHandlers } from './auth.ts';
import { postHandlers } from './blog.ts';
import { dashboardHandlers } from './dashboard.ts';
import { destinationHandlers } from './destinations.ts';
import { enquiryHandlers } from './enquiries.ts';
import { galleryHandlers } from './gallery.ts';
import { historyHandlers } from './history.ts';
import { packageHandlers } from './packages.ts';
import { pageContentHandlers } from './page-content.ts';
import { roleHandlers } from './roles.ts';
import { searchHandlers } from './search.ts';
import { storageHandlers } from './storage.ts';
import { testimonialHandlers } from './testimonials.ts';

/** Every handler: the whole backend as the data layer uses it. */
export const handlers: HttpHandler[] = [
  ...contentHandlers,
  ...packageHandlers,
  ...destinationHandlers,
  ...accommodationHandlers,
  ...testimonialHandlers,
  ...galleryHandlers,
  ...postHandlers,
  ...pageContentHandlers,
  ...enquiryHandlers,
  ...roleHandlers,
  ...searchHandlers,
  ...dashboardHandlers,
  ...authHandlers,
  ...storageHandlers,
  ...historyHandlers,
];
