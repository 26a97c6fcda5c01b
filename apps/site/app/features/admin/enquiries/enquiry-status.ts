import type { Enums } from '@tembo/data';

export type EnquiryStatus = Enums<'enquiry_status'>;

/**
 * The pipeline's states in the order an enquiry moves through them, with their names
 * (docs/decisions.md#enquiry-pipeline; the database refuses a move back).
 */
export const enquiryStatuses = [
  { id: 'new', label: 'New' },
  { id: 'replied', label: 'Replied' },
  { id: 'quoted', label: 'Quoted' },
  { id: 'won', label: 'Won' },
  { id: 'lost', label: 'Lost' },
] as const satisfies readonly { id: EnquiryStatus; label: string }[];

/** True for a pipeline status (a status from the URL is checked before use). */
export function isEnquiryStatus(value: string | null): value is EnquiryStatus {
  return enquiryStatuses.some((status) => status.id === value);
}

export function enquiryStatusLabel(status: EnquiryStatus): string {
  return enquiryStatuses.find((entry) => entry.id === status)?.label ?? status;
}
