import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { helpLinks, paths } from '../../lib/paths';

/** The burger's drawer; loaded the first time the burger is pressed. */
export default function MobileNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" position="right" size="xs" id="mobile-navigation">
      <Stack component="nav" aria-label="Main" gap={4}>
        <NavLink component={Link} to={paths.locations.href()} label="Where can I stay?" onClick={onClose} />
        <NavLink component={Link} to={paths.becomeAHost.href()} label="Become a Host" onClick={onClose} />
        <NavLink label="Help" childrenOffset="md">
          {helpLinks.map((link) => (
            <NavLink key={link.href} component={Link} to={link.href} label={link.label} onClick={onClose} />
          ))}
        </NavLink>
        <Divider my="sm" />
        <Button component={Link} to={paths.signup.href()} onClick={onClose} fullWidth>
          Join
        </Button>
        <Button
          component={Link}
          to={paths.login.href()}
          onClick={onClose}
          variant="default"
          fullWidth
          mt="xs"
        >
          Log In
        </Button>
      </Stack>
    </Drawer>
  );
}
