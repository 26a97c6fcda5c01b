import type { Enums } from '../database.types.ts';

/** Query keys of the enquiry inbox; invalidate `enquiryKeys.all` after any enquiry write. */
export const enquiryKeys = {
  all: ['enquiries'] as const,
  adminLists: () => [...enquiryKeys.all, 'admin', 'list'] as const,
  adminList: (variables: { status?: Enums<'enquiry_status'> | undefined }) =>
    [...enquiryKeys.adminLists(), variables] as const,
};
