import { Button, Group } from '@mantine/core';
import type { LoginOverlayMode } from '../../../../lib/login-overlay';
import type { OverlayFormProps } from './overlay-form-props';

export type ModeLink = { mode: LoginOverlayMode; label: string };

/** The links under an overlay form to its other modes; the email typed so far goes along. */
export function ModeLinks({
  links,
  email,
  onMode,
}: {
  links: readonly ModeLink[];
  email: string;
  onMode: OverlayFormProps['onMode'];
}) {
  return (
    <Group justify={links.length > 1 ? 'space-between' : 'flex-start'}>
      {links.map(({ mode, label }) => (
        <Button key={mode} variant="subtle" onClick={() => onMode(mode, email)}>
          {label}
        </Button>
      ))}
    </Group>
  );
}
