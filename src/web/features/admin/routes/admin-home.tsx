import { Container, Text, Title } from '@mantine/core';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { usePageTitle } from '../../../components/use-page-title';
import { seesAdminArea, useViewer } from '../../../lib/session';

function NotAnAdmin() {
  usePageTitle('Admin');
  return (
    <Container size="sm" py={80}>
      <Title order={1}>Admin</Title>
      <Text size="lg" mt="md" role="alert">
        Sorry you are not an admin.
      </Text>
    </Container>
  );
}

/** Inside RequireSignIn: the viewer is signed in here. */
export default function AdminHomeRoute() {
  const { viewer } = useViewer();
  if (!seesAdminArea(viewer)) return <NotAnAdmin />;
  return (
    <PlaceholderPage title="Admin">
      The admin area (users, locations, tags, campaigns, affiliates, data import) is coming soon.
    </PlaceholderPage>
  );
}
