import { describe, expect, it } from 'vitest';
import {
  closeLoginOverlay,
  getLoginOverlayState,
  openLoginOverlay,
  setLoginOverlayMode,
} from './login-overlay-state';

describe('login overlay store', () => {
  it('opens in a mode, remembers whether to stay, and closes', () => {
    const before = getLoginOverlayState().openings;
    openLoginOverlay('signup');
    expect(getLoginOverlayState()).toMatchObject({
      opened: true,
      mode: 'signup',
      stay: false,
      openings: before + 1,
    });
    openLoginOverlay('landing', { stay: true, notice: 'Try again' });
    expect(getLoginOverlayState()).toMatchObject({ mode: 'landing', stay: true, notice: 'Try again' });
    setLoginOverlayMode('login');
    expect(getLoginOverlayState()).toMatchObject({ mode: 'login', stay: true, notice: null });
    closeLoginOverlay();
    expect(getLoginOverlayState().opened).toBe(false);
  });
});
