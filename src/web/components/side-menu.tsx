import { Box, NavLink as MantineNavLink } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';

export type SideMenuItem = { href: string; label: string };

/**
 * A side menu of pages (spec section 2: the Help menu, a record's admin sections): a named nav
 * landmark whose current page is marked with aria-current="page" and highlighted.
 */
export function SideMenu({ label, items }: { label: string; items: SideMenuItem[] }) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={label}>
      {items.map((item) => (
        <MantineNavLink
          key={item.href}
          component={NavLink}
          to={item.href}
          label={item.label}
          active={pathname === item.href || pathname.startsWith(`${item.href}/`)}
        />
      ))}
    </Box>
  );
}
