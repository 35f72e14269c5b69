import type { ReactNode } from 'react';
import { Container, Grid, Stack, Title } from '@mantine/core';
import { SideMenu, type SideMenuItem } from '../../../components/side-menu';

export type { SideMenuItem };

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
            <SideMenu label={menuLabel} items={items} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 9 }}>{children}</Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
