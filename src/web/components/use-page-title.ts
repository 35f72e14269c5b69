import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n';

/**
 * Sets document.title so each page is announced and bookmarked by its own name. `null` means the
 * site's own title; `undefined` (not known yet) leaves it alone, so a nested not-found page keeps its title.
 */
export function usePageTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? t('common.pageTitle.page', { title }) : t('common.pageTitle.site');
  }, [title, t]);
}
