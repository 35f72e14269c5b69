import { useState } from 'react';
import { Modal } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import {
  closeLoginOverlay,
  getLoginOverlayState,
  setLoginOverlayMode,
  useLoginOverlay,
  type LoginOverlayMode,
} from '../../../../lib/login-overlay-state';
import { paths } from '../../../../lib/paths';
import { destinationAfterLogin, type SignedIn } from '../../lib/signed-in';
import { EmailLoginForm } from './email-login-form';
import { LoginLanding } from './login-landing';
import { ResetRequestForm } from './reset-request-form';
import { SignUpForm } from './sign-up-form';

/**
 * The login overlay (spec section 2): a focus-trapped dialog that Escape closes. Loaded the first
 * time something opens it (app/login-overlay-host.tsx); its state lives in lib/login-overlay-state.ts.
 */
export default function LoginOverlay() {
  const { t } = useTranslation();
  const overlay = useLoginOverlay();
  const navigate = useNavigate();
  // The email typed in one mode is kept when switching to another.
  const [email, setEmail] = useState('');

  const goTo = (mode: LoginOverlayMode, typedEmail?: string) => {
    if (typedEmail !== undefined) setEmail(typedEmail);
    setLoginOverlayMode(mode);
  };

  /** After a sign-in or sign-up and the session it started (the forms' mutations). */
  const onSignedIn = ({ event, viewer, profile }: SignedIn) => {
    const { stay } = getLoginOverlayState();
    closeLoginOverlay();
    if (event === 'sign_up') navigate(paths.onboarding.href());
    // Opened by a page that needs a signed-in person: stay there (the page now shows itself).
    else if (!stay) navigate(destinationAfterLogin(viewer, profile));
  };

  // Each opening starts clean; switching modes keeps the email.
  const key = `${overlay.openings}-${overlay.mode}`;
  return (
    <Modal
      opened={overlay.opened}
      onClose={closeLoginOverlay}
      title={t(`accounts.overlay.title.${overlay.mode}`)}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('accounts.overlay.close') }}
    >
      {overlay.mode === 'landing' && (
        <LoginLanding key={key} notice={overlay.notice} stay={overlay.stay} onMode={goTo} />
      )}
      {overlay.mode === 'login' && (
        <EmailLoginForm key={key} initialEmail={email} onMode={goTo} onSignedIn={onSignedIn} />
      )}
      {overlay.mode === 'reset' && <ResetRequestForm key={key} initialEmail={email} onMode={goTo} />}
      {overlay.mode === 'signup' && (
        <SignUpForm key={key} initialEmail={email} onMode={goTo} onSignedIn={onSignedIn} />
      )}
    </Modal>
  );
}
