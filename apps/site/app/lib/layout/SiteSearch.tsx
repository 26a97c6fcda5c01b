import { useNavigate } from 'react-router';
import { SearchField, type SearchFieldProps } from '@tembo/ui';
import { paths } from '../../config/paths.ts';

/**
 * SearchField's props but where it leads: the label, an initial query, the landmark's name, the
 * input's ref (Alt+/).
 */
export type SiteSearchProps = Omit<SearchFieldProps, 'action' | 'onSubmit'>;

/**
 * The site search of the header, the mobile menu and /search: Enter opens /search?q=. Without
 * JavaScript (or before it runs) the same form GETs /search; text typed by then stays when the
 * page hydrates (the field is uncontrolled).
 */
export function SiteSearch(props: SiteSearchProps) {
  const navigate = useNavigate();
  return (
    <SearchField
      {...props}
      action={paths.search()}
      onSubmit={(query) => navigate(paths.search(query))}
    />
  );
}
