// The lifecycles of a night (a `bookings` row) and of a payment, as data (issue 32): the states each
// can hold and the moves allowed between them. The database refuses any other state (CHECK
// constraints built from these lists, migration 0015), and the repositories move a row only from a
// state this table allows into the new one, so a move the table does not list changes nothing.

/** A lifecycle: every state it has, each with the states it may move to. */
export type Lifecycle<S extends string> = Readonly<Record<S, readonly S[]>>;

/**
 * A night booked at a site (spec section 3, Booking). `pending` holds the space while the card is
 * charged (decision 017); the charge accepts it, a refused charge or a lost request cancels it, and
 * a guest, host or administrator may cancel an accepted night (decision 018).
 */
export const NIGHT_LIFECYCLE = {
  pending: ['accepted', 'cancelled'],
  accepted: ['cancelled'],
  cancelled: [],
} as const satisfies Lifecycle<'pending' | 'accepted' | 'cancelled'>;
export type NightStatus = keyof typeof NIGHT_LIFECYCLE;

/**
 * A guest's payment for the nights of one booking (decisions 013, 017, 037): `reserved` before the card
 * is asked; `authorised` when a request to book holds the money on the card without taking it (the
 * host has not answered yet); `charged` once the provider took the money (an authorisation captured,
 * or a card charged at once); `confirmed` once its nights are accepted; `failed` when the card was
 * refused (a retry with the same idempotency key may still charge it); `released` when it ended
 * without confirmed nights (a lost request, a declined or expired request: a hold is let go, a charge
 * refunded); `refunded` once every one of its nights has been refunded.
 */
export const PAYMENT_LIFECYCLE = {
  reserved: ['authorised', 'charged', 'failed', 'released'],
  // A retry refused again records the new refusal.
  failed: ['authorised', 'charged', 'failed'],
  authorised: ['charged', 'failed', 'released'],
  charged: ['confirmed', 'released', 'refunded'],
  confirmed: ['refunded'],
  // A charge released without confirmed nights is refunded to the guest.
  released: ['refunded'],
  refunded: [],
} as const satisfies Lifecycle<
  'reserved' | 'failed' | 'authorised' | 'charged' | 'confirmed' | 'released' | 'refunded'
>;
export type PaymentStatus = keyof typeof PAYMENT_LIFECYCLE;

/**
 * A request to book (issue 26, decision 037): the guest asked for nights at a Request site; the host
 * accepts (the authorised card is captured and the nights confirmed), declines, or lets it expire
 * after REQUEST_ANSWER_HOURS; the guest may withdraw it while it waits. A request whose card could
 * not be held, or an accepted one whose capture the provider refused, ends `failed`. An instant
 * booking has no request.
 */
export const REQUEST_LIFECYCLE = {
  requested: ['accepted', 'declined', 'expired', 'withdrawn', 'failed'],
  accepted: ['failed'],
  declined: [],
  expired: [],
  withdrawn: [],
  failed: [],
} as const satisfies Lifecycle<'requested' | 'accepted' | 'declined' | 'expired' | 'withdrawn' | 'failed'>;
export type RequestStatus = keyof typeof REQUEST_LIFECYCLE;

/** How long a host has to answer a request to book before it expires and the hold is released. */
export const REQUEST_ANSWER_HOURS = 24;

/** How a site takes bookings: at once, or by request the host answers. */
export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/** Every state of a lifecycle, in the table's order. */
export function statesOf<S extends string>(lifecycle: Lifecycle<S>): S[] {
  return Object.keys(lifecycle) as S[];
}

/** Whether the lifecycle allows moving from `from` to `to`. */
export function canMove<S extends string>(lifecycle: Lifecycle<S>, from: S, to: S): boolean {
  return (lifecycle[from] as readonly S[]).includes(to);
}

/** The states from which the lifecycle allows moving to `to`: what an update may find a row in. */
export function statesBefore<S extends string>(lifecycle: Lifecycle<S>, to: S): S[] {
  return statesOf(lifecycle).filter((from) => canMove(lifecycle, from, to));
}

/** States no move leaves. */
export function finalStates<S extends string>(lifecycle: Lifecycle<S>): S[] {
  return statesOf(lifecycle).filter((state) => lifecycle[state].length === 0);
}

/** Whether `value` is one of the lifecycle's states (a value read from outside, e.g. a query). */
export function isStateOf<S extends string>(lifecycle: Lifecycle<S>, value: string): value is S {
  return Object.hasOwn(lifecycle, value);
}

/** A move the code makes: from any of `from` to `to`. */
export type Move<S extends string> = { from: S[]; to: S };

/**
 * A move the code makes, checked against the lifecycle when it is declared (repositories declare
 * theirs as module constants, so a move the table does not allow fails as the module loads).
 */
export function move<S extends string>(lifecycle: Lifecycle<S>, from: S | readonly S[], to: S): Move<S> {
  const sources = typeof from === 'string' ? [from] : [...from];
  for (const source of sources)
    if (!canMove(lifecycle, source, to)) throw new Error(`The lifecycle does not allow ${source} → ${to}`);
  return { from: sources, to };
}
