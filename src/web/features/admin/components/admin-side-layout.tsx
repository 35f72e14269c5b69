import type { ReactNode } from 'react';
import { Box, Container, Grid, NavLink as MantineNavLink, Stack, Title } from '@mantine/core';
import { NavLink } from 'react-router';

export type SideMenuItem = { href: string; label: string };

/**
 * A record's admin pages (a user's, a location's): its title, the side menu of its sections (spec
 * section 2), and the section beside it; on a phone the menu sits above.
 */
export function AdminSideLayout({
  title,
  menuLabel,
  items,
  children,
}: {
  title: ReactNode;
  menuLabel: string;
  items: SideMenuItem[];
  children: ReactNode;
}) {
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <Box component="nav" aria-label={menuLabel}>
              {items.map((item) => (
                <MantineNavLink key={item.href} component={NavLink} to={item.href} label={item.label} />
              ))}
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 9 }}>{children}</Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
