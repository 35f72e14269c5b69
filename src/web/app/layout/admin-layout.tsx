import { Box, Container, Group } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import navLinkClasses from '../../components/nav-link.module.css';
import { useViewer } from '../../lib/session';
import { adminBarLinks } from './nav-items';
import classes from './admin-layout.module.css';

/**
 * The admin pages' secondary bar (spec section 2): each item shows when the permission table lets
 * the viewer use its screen, so addpropertiesonly_administrator sees Locations and Create
 * Non-Product listing only (spec section 6).
 */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  return (
    <>
      <Box component="nav" aria-label={t('layout.adminNavigation')} className={classes.bar}>
        <Container size="xl">
          <Group gap="lg" wrap="wrap" py={8}>
            {adminBarLinks(viewer).map((link) => (
              <NavLink key={link.href} to={link.href} className={navLinkClasses.navLink}>
                {t(`layout.nav.${link.labelKey}`)}
              </NavLink>
            ))}
          </Group>
        </Container>
      </Box>
      <Outlet />
    </>
  );
}
