import { Box, Button, Container, Group } from '@mantine/core';
import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { canCreateProperty } from '../../../../domain/roles';
import { useViewer } from '../../../lib/session';
import classes from './hosting.module.css';
import navLinkClasses from '../../../components/nav-link.module.css';

const LINKS = [
  { label: 'myProperties', href: paths.hostingLocations.href() },
  { label: 'guestBookings', href: paths.hostingBookings.href() },
  { label: 'transactions', href: paths.hostingTransactions.href() },
  { label: 'earnings', href: paths.hostingEarnings.href() },
  { label: 'statements', href: paths.hostingStatements.href() },
  { label: 'messages', href: paths.hostingMessages.href() },
] as const;

/**
 * The hosting pages' secondary bar (spec section 2): My Properties, Guest Bookings, Transactions
 * (and Earnings, decision 050), Messages and
 * Create Property, which goes to /create-a-property when the payout account is valid (or for an
 * administrator, who may create one without), else to /become-a-host. The pages need only a signed-in
 * person: an administrator without a payout account edits any property here.
 */
export default function HostingLayout() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  return (
    <>
      <Box component="nav" aria-label={t('hosting.nav.label')} className={classes.bar}>
        <Container size="xl">
          <Group justify="space-between" wrap="wrap" gap="sm" py={8}>
            <Group gap="lg" wrap="wrap">
              {LINKS.map((link) => (
                <NavLink key={link.href} to={link.href} className={navLinkClasses.navLink}>
                  {t(`hosting.nav.${link.label}`)}
                </NavLink>
              ))}
            </Group>
            <Button
              component={Link}
              to={canCreateProperty(viewer) ? paths.createProperty.href() : paths.becomeAHost.href()}
              size="xs"
            >
              {t('hosting.nav.createProperty')}
            </Button>
          </Group>
        </Container>
      </Box>
      <Outlet />
    </>
  );
}
