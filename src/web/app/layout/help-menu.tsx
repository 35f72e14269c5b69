import { useTranslation } from '../../lib/i18n';
import { helpLinks } from '../../lib/paths';
import { NavMenu } from './nav-menu';

export function HelpMenu() {
  const { t } = useTranslation();
  return (
    <NavMenu
      label={t('layout.header.help')}
      items={helpLinks.map((link) => ({ label: t(`layout.nav.${link.labelKey}`), href: link.href }))}
    />
  );
}
