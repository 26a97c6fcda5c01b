import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchField } from '@tembo/ui';
import { paths } from '../../config/paths.ts';

export interface SiteSearchProps {
  /** Reads the query already in the field when it first renders (prerendered, then hydrated). */
  readTypedQuery?: () => string;
}

/** The site search of the header and the mobile menu: Enter opens /search?q=. */
export default function SiteSearch({ readTypedQuery }: SiteSearchProps) {
  const navigate = useNavigate();
  const [typedQuery] = useState(readTypedQuery ?? '');
  return (
    <SearchField
      defaultValue={typedQuery}
      action={paths.search()}
      onSubmit={(query) => navigate(paths.search(query))}
    />
  );
}
