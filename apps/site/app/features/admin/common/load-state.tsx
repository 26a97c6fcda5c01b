import { EmptyState } from '@tembo/ui';
import { ContentSkeleton } from '../layout/AdminSkeleton.tsx';

/**
 * What a section shows until its query has data: a placeholder named `loading` while it loads,
 * then `failed` with the error's sentence, announced, when it could not load. Used as
 * `if (!query.isSuccess) return loadState(query, …)`.
 */
export function loadState(
  query: { isError: boolean; error: Error | null },
  loading: string,
  failed: string,
  headingLevel?: 3,
) {
  if (!query.isError) return <ContentSkeleton label={loading} />;
  return (
    <EmptyState
      title={failed}
      description={query.error?.message}
      headingLevel={headingLevel}
      announce="alert"
    />
  );
}
