// Every API address the web calls, written as the OpenAPI document writes it ({name} for a parameter).
// `api-paths.test.ts` holds each against the server's document, so a renamed or removed route fails a
// test rather than a person; `api()` and `apiUrl()` take only what `apiPath` builds (issue 32).

export const API_PATHS = [
  '/v1/admin/contact-messages',
  '/v1/admin/content',
  '/v1/admin/content/{kind}/{slug}',
  '/v1/admin/content/{kind}/{slug}/draft',
  '/v1/admin/content/{kind}/{slug}/publish',
  '/v1/admin/content/{kind}/{slug}/versions',
  '/v1/admin/content/{kind}/{slug}/versions/{id}/restore',
  '/v1/admin/locations',
  '/v1/admin/locations/{id}',
  '/v1/admin/locations/{id}/audit',
  '/v1/admin/messages/threads',
  '/v1/admin/messages/threads/{id}/read',
  '/v1/admin/overview',
  '/v1/admin/refund',
  '/v1/admin/transfer',
  '/v1/admin/user/update/{id}',
  '/v1/admin/user/{id}/roles',
  '/v1/admin/user/{userId}/password',
  '/v1/admin/users/{id}/audit',
  '/v1/admin/users/{id}/no-shows/clear',
  '/v1/admin/vehicle-certificates',
  '/v1/admin/vehicle-certificates/{vehicleId}/approve',
  '/v1/admin/vehicle-certificates/{vehicleId}/reject',
  '/v1/admin/widgets',
  '/v1/auth/get-session',
  '/v1/auth/list-accounts',
  '/v1/auth/change-password',
  '/v1/auth/request-password-reset',
  '/v1/auth/reset-password',
  '/v1/auth/send-verification-email',
  '/v1/auth/sign-in/email',
  '/v1/auth/sign-in/social',
  '/v1/auth/sign-out',
  '/v1/auth/sign-up/email',
  '/v1/bookings',
  '/v1/bookings/requests/{paymentId}/accept',
  '/v1/bookings/requests/{paymentId}/decline',
  '/v1/bookings/requests/{paymentId}/withdraw',
  '/v1/bookings/stays/{night}/guest-review',
  '/v1/bookings/stays/{night}/no-show',
  '/v1/bookings/stays/{night}/reviews',
  '/v1/bookings/stays/{paymentId}/receipt',
  '/v1/bookings/stays/{paymentId}/receipt.pdf',
  '/v1/bookings/stays/{paymentId}/thread',
  '/v1/bookings/{id}/status',
  '/v1/campaigns',
  '/v1/campaigns/search',
  '/v1/campaigns/{id}',
  '/v1/config',
  '/v1/contact_us',
  '/v1/content/collectionPage/{slug}',
  '/v1/content/collections',
  '/v1/content/pages/{slug}',
  '/v1/content/widgets/{slug}',
  '/v1/dev/mailbox',
  '/v1/images',
  '/v1/locations',
  '/v1/locations/many',
  '/v1/locations/many/images',
  '/v1/locations/{id}',
  '/v1/locations/{id}/availability',
  '/v1/locations/{id}/bookings',
  '/v1/locations/{id}/bookings/quote',
  '/v1/locations/{id}/inquiries',
  '/v1/locations/{id}/map.webp',
  '/v1/locations/{id}/response-stats',
  '/v1/locations/{id}/reviews',
  '/v1/locations/{id}/sites/{siteId}/calendar-feed-token',
  '/v1/locations/{id}/sites/{siteId}/calendar-imports',
  '/v1/locations/{id}/sites/{siteId}/calendar-imports/{importId}',
  '/v1/locations/{id}/sites/{siteId}/calendar-sync',
  '/v1/locations/{id}/status',
  '/v1/messages/stream',
  '/v1/messages/threads',
  '/v1/messages/threads/{id}',
  '/v1/messages/threads/{id}/messages',
  '/v1/messages/unread-count',
  '/v1/payments/local/bank-tokens',
  '/v1/payments/local/card-tokens',
  '/v1/places',
  '/v1/reviews/{id}/reply',
  '/v1/tags',
  '/v1/users',
  '/v1/users/affiliates',
  '/v1/users/{id}',
  '/v1/users/{id}/account-update-link',
  '/v1/users/{id}/account-verification-link',
  '/v1/users/{id}/account/balance',
  '/v1/users/{id}/account/stripe',
  '/v1/users/{id}/account/transactions',
  '/v1/users/{id}/affiliate/add',
  '/v1/users/{id}/affiliate/del',
  '/v1/users/{id}/affiliate/summary',
  '/v1/users/{id}/data-export',
  '/v1/users/{id}/deletion',
  '/v1/users/{id}/earnings',
  '/v1/users/{id}/earnings/csv',
  '/v1/users/{id}/gst',
  '/v1/users/{id}/guest-profile',
  '/v1/users/{id}/payment',
  '/v1/users/{id}/payment/setup',
  '/v1/users/{id}/properties',
  '/v1/users/{id}/reauthenticate',
  '/v1/users/{id}/referral',
  '/v1/users/{id}/requirements',
  '/v1/users/{id}/sessions/{sessionId}',
  '/v1/users/{id}/sessions',
  '/v1/users/{id}/reviews',
  '/v1/users/{id}/statements',
  '/v1/users/{id}/statements/{month}',
  '/v1/users/{id}/statements/{month}.pdf',
  '/v1/users/{id}/vehicles',
  '/v1/users/{id}/vehicles/{vehicleId}',
] as const;

export type ApiPattern = (typeof API_PATHS)[number];

type ParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamName<Rest>
  : never;

/** A pattern's parameters: none for a fixed address, else a value for each {name}. */
type ParamsArg<P extends ApiPattern> = [ParamName<P>] extends [never]
  ? []
  : [params: Record<ParamName<P>, string | number>];

declare const apiAddressBrand: unique symbol;
/** An address built from the table: only these reach the API client. */
export type ApiAddress = string & { readonly [apiAddressBrand]: true };

/** The address of a pattern with its parameters filled in, each encoded as one path segment. */
export function apiPath<P extends ApiPattern>(pattern: P, ...[params]: ParamsArg<P>): ApiAddress {
  const values = (params ?? {}) as Record<string, string | number>;
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  ) as ApiAddress;
}
