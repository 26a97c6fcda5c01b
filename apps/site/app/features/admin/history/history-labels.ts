// Words for the audit log in the admin: content types, actions, a record's name and a value in a
// field diff.
import type { Json } from '@tembo/data';
import type { AdminPath, AuditAction, LoggedTable, RowImage } from '@tembo/data/admin';
import { adminContentTypes } from '../content/admin-types.ts';

/** Each logged table as the admin names it. */
export const tableLabels: Record<LoggedTable, string> = {
  packages: 'Safari package',
  destinations: 'Destination',
  accommodations: 'Accommodation',
  blog_posts: 'Blog post',
  testimonials: 'Testimonial',
  gallery: 'Gallery image',
  page_content: 'Page content',
  enquiries: 'Enquiry',
  user_roles: 'Role',
};

/** The admin content type of a table, when it has an editor. */
export function typeOfTable(table: string): AdminPath | undefined {
  return Object.values(adminContentTypes).find((type) => type.table === table)?.path;
}

const actionLabels: Record<AuditAction, string> = {
  insert: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  publish: 'Published',
  unpublish: 'Unpublished',
  approve: 'Approved',
  status: 'Status changed',
  role: 'Role changed',
  restore: 'Restored',
};

export function actionLabel(action: string): string {
  return actionLabels[action as AuditAction] ?? action;
}

/** Who made a change: their email then, or the system (seed, scripts). */
export function actorLabel(entry: { actor: string | null; actor_email: string | null }): string {
  if (entry.actor_email) return entry.actor_email;
  return entry.actor ? 'A deleted account' : 'System';
}

/** A record's name from its row image: title, name, page section or the id. */
export function recordName(image: RowImage | null, rowId: string): string {
  if (!image) return rowId;
  for (const column of ['title', 'name']) {
    const value = image[column];
    if (typeof value === 'string' && value.trim()) return value;
  }
  if (typeof image.page_id === 'string' && typeof image.section_id === 'string') {
    return `${image.page_id}/${image.section_id}`;
  }
  if (typeof image.status === 'string') return `Enquiry (${image.status})`;
  if (typeof image.role === 'string') return `Role: ${image.role}`;
  return rowId;
}

/** A column name as words: `price_usd` → 'Price usd'. */
export function fieldLabel(field: string): string {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const maxValueLength = 300;

/** A value in a field diff, as short text. */
export function formatValue(value: Json | undefined): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > maxValueLength ? `${text.slice(0, maxValueLength)}…` : text;
}
