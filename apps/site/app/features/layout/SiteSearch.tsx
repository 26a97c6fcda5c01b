import { useNavigate } from 'react-router';
import { SearchField } from '@tembo/ui';
import { paths } from '../../config/paths.ts';

/** The site search of the header and the mobile menu: Enter opens /search?q=. */
export default function SiteSearch() {
  const navigate = useNavigate();
  return (
    <SearchField action={paths.search()} onSubmit={(query) => navigate(paths.search(query))} />
  );
}
