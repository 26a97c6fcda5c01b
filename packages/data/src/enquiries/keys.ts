import type { Enums } from '../database.types.ts';

/**
 * Query keys of the enquiry inbox; invalidate `enquiryKeys.all` after any enquiry write (it
 * covers the lists and every enquiry read on its own).
 */
export const enquiryKeys = {
  all: ['enquiries'] as const,
  admin: () => [...enquiryKeys.all, 'admin'] as const,
  adminLists: () => [...enquiryKeys.admin(), 'list'] as const,
  adminList: (variables: { status?: Enums<'enquiry_status'> | undefined }) =>
    [...enquiryKeys.adminLists(), variables] as const,
  adminDetail: (id: string) => [...enquiryKeys.admin(), 'detail', id] as const,
};
