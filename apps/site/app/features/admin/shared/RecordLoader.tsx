import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, LinkButton } from '@tembo/ui';
import { isDataError } from '@tembo/data';
import { ContentSkeleton } from '../layout/AdminSkeleton.tsx';
import { AdminPageHeader } from './AdminPageHeader.tsx';

export interface RecordLoaderProps<Row> {
  /** The record's admin query. */
  query: UseQueryResult<Row, Error>;
  /** The page title while loading or when the record is missing, e.g. 'Edit package'. */
  title: string;
  /** The list to go back to. */
  backHref: string;
  /** The list's name, for the back link, e.g. 'packages'. */
  backLabel: string;
  /** The editor, once the record is there. */
  children: (row: Row) => ReactNode;
}

/**
 * The edit pages' loading states: placeholders while the record loads, a plain message when it
 * does not exist (a deleted record, a mistyped id) or could not be loaded, then the form.
 */
export function RecordLoader<Row>({
  query,
  title,
  backHref,
  backLabel,
  children,
}: RecordLoaderProps<Row>) {
  if (query.isPending) {
    return (
      <>
        <AdminPageHeader title={title} />
        <ContentSkeleton label="Loading..." />
      </>
    );
  }
  if (query.isError) {
    const notFound = isDataError(query.error) && query.error.kind === 'not-found';
    return (
      <>
        <AdminPageHeader title={title} />
        <EmptyState
          title={notFound ? query.error.message : 'This record could not be loaded.'}
          description={notFound ? undefined : query.error.message}
          announce="alert"
          action={<LinkButton href={backHref}>Back to {backLabel}</LinkButton>}
        />
      </>
    );
  }
  return children(query.data);
}
