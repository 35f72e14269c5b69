import type { LoginOverlayMode } from '../../../../lib/login-overlay-state';
import type { SignedIn } from '../../lib/signed-in';

/** What the overlay gives each of its forms: the email typed so far, the way to another mode, the way out. */
export type OverlayFormProps = {
  initialEmail: string;
  onMode: (mode: LoginOverlayMode, email?: string) => void;
  onSignedIn: (signedIn: SignedIn) => void;
};
