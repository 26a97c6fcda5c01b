/** Query keys of editable page sections; the save mutation invalidates `pageContentKeys.all`. */
export const pageContentKeys = {
  all: ['page-content'] as const,
  section: (pageId: string, sectionId: string) =>
    [...pageContentKeys.all, pageId, sectionId] as const,
};
