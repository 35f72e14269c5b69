import { useEffect } from 'react';

const SITE = 'Stopover';

/**
 * Sets document.title so each page is announced and bookmarked by its own name. `null` means the
 * site's own title; `undefined` (not known yet) leaves it alone, so a nested not-found page keeps its title.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} | ${SITE}` : `${SITE}: overnight stays on hosts' land in New Zealand`;
  }, [title]);
}
