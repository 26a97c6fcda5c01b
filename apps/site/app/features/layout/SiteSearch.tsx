import type { Ref } from 'react';
import { useNavigate } from 'react-router';
import { SearchField } from '@tembo/ui';
import { paths } from '../../config/paths.ts';

export interface SiteSearchProps {
  /** Reaches the `<input>`, for the Alt+/ shortcut. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The site search of the header and the mobile menu: Enter opens /search?q=. Without
 * JavaScript (or before it runs) the same form GETs /search; text typed by then stays when the
 * page hydrates (the field is uncontrolled).
 */
export function SiteSearch({ ref }: SiteSearchProps) {
  const navigate = useNavigate();
  return (
    <SearchField
      ref={ref}
      action={paths.search()}
      onSubmit={(query) => navigate(paths.search(query))}
    />
  );
}
