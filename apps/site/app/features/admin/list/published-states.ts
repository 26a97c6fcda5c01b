import type { StateOption } from './list-controls.ts';

/** The published / draft filter shared by packages, destinations, accommodations and posts. */
export function publishedStates<Row extends { published: boolean }>(): StateOption<Row>[] {
  return [
    { id: 'published', label: 'Published', test: (row) => row.published },
    { id: 'draft', label: 'Drafts', test: (row) => !row.published },
  ];
}
