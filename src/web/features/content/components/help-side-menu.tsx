import { useTranslation } from '../../../lib/i18n';
import { paths, type NavLink } from '../../../lib/paths';
import { SideMenu } from '../../../components/side-menu';

/** The Help side menu of content pages (spec section 2), in the spec's order. */
export const HELP_SIDE_MENU: NavLink[] = [
  { labelKey: 'howItWorks', href: paths.howItWorks.href() },
  { labelKey: 'afterBooking', href: paths.afterBooking.href() },
  { labelKey: 'faqGuests', href: paths.faqGuest.href() },
  { labelKey: 'faqHosts', href: paths.faqHost.href() },
  { labelKey: 'etiquette', href: paths.etiquette.href() },
  { labelKey: 'healthAndSafety', href: paths.healthAndSafety.href() },
  { labelKey: 'terms', href: paths.terms.href() },
];

export function HelpSideMenu() {
  const { t } = useTranslation();
  return (
    <SideMenu
      label={t('content.page.helpMenu')}
      items={HELP_SIDE_MENU.map((link) => ({ href: link.href, label: t(`layout.nav.${link.labelKey}`) }))}
    />
  );
}
