// Per-user analytics events pushed to the data layer a tag manager reads (spec section 1). The
// user type is guest (not signed in), camper (signed in) or host (valid account information).

import type { Viewer } from '../../domain/roles';

export type UserType = 'guest' | 'camper' | 'host';
/**
 * add_to_cart and remove_from_cart: a night selected or unselected on a stay's calendar (spec section 4,
 * "Selected days"), named as tag managers' e-commerce events so their reports read them as such.
 */
export type AnalyticsEventName =
  'page_view' | 'login' | 'sign_up' | 'logout' | 'add_to_cart' | 'remove_from_cart';

export type AnalyticsEvent = {
  event: AnalyticsEventName;
  userId: string | null;
  userType: UserType;
  [key: string]: unknown;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function userType(viewer: Viewer): UserType {
  if (!viewer) return 'guest';
  return viewer.accountValid ? 'host' : 'camper';
}

export function analyticsEvent(
  event: AnalyticsEventName,
  viewer: Viewer,
  extra: Record<string, unknown> = {},
): AnalyticsEvent {
  return { event, userId: viewer?.userId ?? null, userType: userType(viewer), ...extra };
}

/** Pushes one event; analytics must never break the page. */
export function track(event: AnalyticsEventName, viewer: Viewer, extra: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  try {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push(analyticsEvent(event, viewer, extra));
  } catch {
    // Nothing to do: a blocked data layer is the visitor's choice.
  }
}
