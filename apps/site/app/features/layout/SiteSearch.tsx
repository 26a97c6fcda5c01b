import { useEffect, useImperativeHandle, useRef } from 'react';
import { useNavigate } from 'react-router';
import { SearchField, type SearchFieldProps } from '@tembo/ui';
import { paths } from '../../config/paths.ts';

/** SearchField's props but where it leads: the label, an initial query, the input's ref (Alt+/). */
export interface SiteSearchProps extends Omit<SearchFieldProps, 'action' | 'onSubmit'> {
  /**
   * Names the form's search landmark, so that two on one page (the header's and the one on
   * /search) can be told apart. Unnamed when absent.
   */
  landmarkLabel?: string;
}

/**
 * The site search of the header, the mobile menu and /search: Enter opens /search?q=. Without
 * JavaScript (or before it runs) the same form GETs /search; text typed by then stays when the
 * page hydrates (the field is uncontrolled).
 */
export function SiteSearch({ landmarkLabel, ref, ...props }: SiteSearchProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement, []);
  useEffect(() => {
    // SearchField has no prop for its form's name (a @tembo/ui change): the form is reached
    // through its input until it has one.
    const form = input.current?.form;
    if (!form || !landmarkLabel) return;
    form.setAttribute('aria-label', landmarkLabel);
    return () => form.removeAttribute('aria-label');
  }, [landmarkLabel]);
  return (
    <SearchField
      {...props}
      ref={input}
      action={paths.search()}
      onSubmit={(query) => navigate(paths.search(query))}
    />
  );
}
