import type { Enums } from '@tembo/data';

export type EnquiryStatus = Enums<'enquiry_status'>;

/** The inbox's states in the order an enquiry moves through them, with their names. */
export const enquiryStatuses = [
  { id: 'new', label: 'New' },
  { id: 'replied', label: 'Replied' },
  { id: 'closed', label: 'Closed' },
] as const satisfies readonly { id: EnquiryStatus; label: string }[];

/** True for new, replied and closed (a status from the URL is checked before use). */
export function isEnquiryStatus(value: string | null): value is EnquiryStatus {
  return enquiryStatuses.some((status) => status.id === value);
}

export function enquiryStatusLabel(status: EnquiryStatus): string {
  return enquiryStatuses.find((entry) => entry.id === status)?.label ?? status;
}
