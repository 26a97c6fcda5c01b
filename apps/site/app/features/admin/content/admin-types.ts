import type { FieldValues } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  accommodationsType,
  destinationsType,
  galleryType,
  packagesType,
  postsType,
  testimonialsType,
  type AdminLayout,
  type AdminPath,
  type AuditedTable,
} from '@tembo/data/admin';

/**
 * What the admin's generic list, editor and form use of a declared content type. Methods (not
 * function properties) so each type's own row and values fit: the form hands its values to the
 * save mutation, which parses them with the same schema.
 */
export interface AdminContentType {
  path: AdminPath;
  /** The table behind it, as the audit log names it. */
  table: AuditedTable;
  admin: AdminLayout;
  labels: {
    new: string;
    edit: string;
    plural: string;
    heading(row: { id: string }): string;
  };
  /** The form schema (zod), as zodResolver reads it. */
  schema: { _zod: { output: unknown; input: FieldValues } };
  fields: readonly string[];
  /** The table's CHECK numbers by column (min, max, maxItems…): the form's bounds. */
  limits: Readonly<Record<string, Readonly<{ min?: number; max?: number; maxItems?: number }>>>;
  useList(): UseQueryResult<{ id: string }[], Error>;
  useRecord(variables: { id: string }): UseQueryResult<{ id: string }, Error>;
  useSave(): {
    mutateAsync(input: { id?: string | undefined; values: FieldValues }): Promise<{ id: string }>;
  };
  useRemove(): { mutateAsync(input: { id: string }): Promise<unknown> };
}

/** The declared content types by their admin path (/admin/{path}). */
export const adminContentTypes: Record<AdminPath, AdminContentType> = {
  packages: packagesType,
  destinations: destinationsType,
  accommodations: accommodationsType,
  blog: postsType,
  testimonials: testimonialsType,
  gallery: galleryType,
};

/** The content type of an admin URL's first segment (/admin/{type}/…), if it is one. */
export function contentTypeAt(segment: string | undefined): AdminContentType | undefined {
  return Object.values(adminContentTypes).find((type) => type.path === segment);
}
