import type { HttpHandler } from 'msw';
import { created, restHandler, rowsResponse } from '../rest.ts';
import { mockTable } from '../state.ts';

const newestFirst = <Row extends { created_at: string }>(rows: readonly Row[]) =>
  [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at));

const approved = () => mockTable('testimonials').filter((row) => row.approved);

/** Handlers for every testimonials request the data layer sends. */
export const testimonialHandlers: HttpHandler[] = [
  // RLS shows visitors approved testimonials only.
  restHandler(
    {
      name: 'testimonials.home',
      method: 'GET',
      path: 'testimonials',
      query: { select: '*', limit: '6' },
    },
    ({ request }) => rowsResponse(request, approved().slice(0, 6)),
  ),
  restHandler(
    {
      name: 'testimonials.list',
      method: 'GET',
      path: 'testimonials',
      query: { select: '*', approved: 'eq.true', order: 'created_at.desc' },
    },
    ({ request }) => rowsResponse(request, newestFirst(approved())),
  ),
  // A visitor's submission: insert only, no row comes back.
  restHandler(
    { name: 'testimonials.submit', method: 'POST', path: 'testimonials', query: {} },
    () => created(),
  ),
];
