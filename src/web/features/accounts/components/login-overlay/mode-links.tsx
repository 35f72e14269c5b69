import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import type { LoginOverlayMode } from '../../../../lib/login-overlay-state';
import type { OverlayFormProps } from './overlay-form-props';

/** A mode to switch to, with the catalogue key of its link's words. */
export type ModeLink = {
  mode: LoginOverlayMode;
  label: 'accounts.back' | 'accounts.overlay.resetPassword' | 'accounts.overlay.haveAccount';
};

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
  const { t } = useTranslation();
  return (
    <Group justify={links.length > 1 ? 'space-between' : 'flex-start'}>
      {links.map(({ mode, label }) => (
        <Button key={mode} variant="subtle" onClick={() => onMode(mode, email)}>
          {t(label)}
        </Button>
      ))}
    </Group>
  );
}
