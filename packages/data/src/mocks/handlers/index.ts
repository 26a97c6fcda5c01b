import type { HttpHandler } from 'msw';
import { contentHandlers } from './admin-crud.ts';
import { authHandlers } from './auth.ts';
import { dashboardHandlers } from './dashboard.ts';
import { enquiryHandlers } from './enquiries.ts';
import { historyHandlers } from './history.ts';
import { publicHandlers } from './public-reads.ts';
import { pageContentHandlers } from './page-content.ts';
import { roleHandlers } from './roles.ts';
import { searchHandlers } from './search.ts';
import { siteBuildHandlers } from './site-builds.ts';
import { storageHandlers } from './storage.ts';

/** Every handler: the whole backend as the data layer uses it. */
export const handlers: HttpHandler[] = [
  ...contentHandlers,
  ...publicHandlers,
  ...pageContentHandlers,
  ...enquiryHandlers,
  ...roleHandlers,
  ...searchHandlers,
  ...siteBuildHandlers,
  ...dashboardHandlers,
  ...authHandlers,
  ...storageHandlers,
  ...historyHandlers,
];
