import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchField } from '@tembo/ui';
import { paths } from '../../config/paths.ts';

export interface SiteSearchProps {
  /**
   * Reads the field as the page shows it before this code arrived (prerendered, see
   * LazySiteSearch): its query and whether it has focus, so neither is lost.
   */
  readPrerendered?: () => { query: string; focused: boolean };
}

/** The site search of the header and the mobile menu: Enter opens /search?q=. */
export default function SiteSearch({ readPrerendered }: SiteSearchProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [prerendered] = useState(() => readPrerendered?.() ?? { query: '', focused: false });
  useEffect(() => {
    // Only when React replaced the prerendered field instead of hydrating it (the node changed).
    if (prerendered.focused && document.activeElement !== input.current) input.current?.focus();
  }, [prerendered]);
  return (
    <SearchField
      ref={input}
      defaultValue={prerendered.query}
      action={paths.search()}
      onSubmit={(query) => navigate(paths.search(query))}
    />
  );
}
