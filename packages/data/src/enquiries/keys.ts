import type { Enums } from '../database.types.ts';

/**
 * Query keys of the enquiry inbox; invalidate `enquiryKeys.all` after any enquiry write (it
 * covers the lists, every enquiry read on its own, their notes and the pipeline figures).
 */
export const enquiryKeys = {
  all: ['enquiries'] as const,
  admin: () => [...enquiryKeys.all, 'admin'] as const,
  adminLists: () => [...enquiryKeys.admin(), 'list'] as const,
  adminList: (variables: { status?: Enums<'enquiry_status'> | undefined }) =>
    [...enquiryKeys.adminLists(), variables] as const,
  adminDetail: (id: string) => [...enquiryKeys.admin(), 'detail', id] as const,
  notes: (id: string) => [...enquiryKeys.admin(), 'notes', id] as const,
  pipelineFigures: () => [...enquiryKeys.admin(), 'pipeline-figures'] as const,
};
