import { describe, expect, it } from 'vitest';
import {
  canMove,
  finalStates,
  isStateOf,
  move,
  NIGHT_LIFECYCLE,
  PAYMENT_LIFECYCLE,
  REQUEST_LIFECYCLE,
  statesBefore,
  statesOf,
  type Lifecycle,
} from './lifecycles';

describe('lifecycles', () => {
  it('lists every state a night and a payment can hold', () => {
    expect(statesOf(NIGHT_LIFECYCLE)).toEqual(['pending', 'accepted', 'cancelled']);
    expect(statesOf(PAYMENT_LIFECYCLE)).toEqual([
      'reserved',
      'failed',
      'authorised',
      'charged',
      'confirmed',
      'released',
      'refunded',
    ]);
  });

  it('moves only to states of the same lifecycle', () => {
    for (const lifecycle of [NIGHT_LIFECYCLE, PAYMENT_LIFECYCLE, REQUEST_LIFECYCLE] as Lifecycle<string>[]) {
      const states = statesOf(lifecycle);
      for (const targets of Object.values(lifecycle)) for (const to of targets) expect(states).toContain(to);
    }
  });

  it('lets a night be accepted or cancelled while pending, and cancelled once accepted, and nothing after', () => {
    expect(canMove(NIGHT_LIFECYCLE, 'pending', 'accepted')).toBe(true);
    expect(canMove(NIGHT_LIFECYCLE, 'accepted', 'cancelled')).toBe(true);
    expect(canMove(NIGHT_LIFECYCLE, 'cancelled', 'accepted')).toBe(false);
    expect(canMove(NIGHT_LIFECYCLE, 'accepted', 'pending')).toBe(false);
    expect(finalStates(NIGHT_LIFECYCLE)).toEqual(['cancelled']);
  });

  it('never lets a payment that ended (released or refunded) be charged or confirmed again', () => {
    expect(finalStates(PAYMENT_LIFECYCLE)).toEqual(['refunded']);
    expect(canMove(PAYMENT_LIFECYCLE, 'released', 'charged')).toBe(false);
    expect(canMove(PAYMENT_LIFECYCLE, 'released', 'confirmed')).toBe(false);
    expect(statesBefore(PAYMENT_LIFECYCLE, 'charged')).toEqual(['reserved', 'failed', 'authorised']);
    expect(statesBefore(PAYMENT_LIFECYCLE, 'confirmed')).toEqual(['charged']);
    expect(statesBefore(PAYMENT_LIFECYCLE, 'refunded')).toEqual(['charged', 'confirmed', 'released']);
    expect(canMove(PAYMENT_LIFECYCLE, 'failed', 'confirmed')).toBe(false);
  });

  it('lets a request be answered once: accepted, declined, expired or withdrawn, and never reopened', () => {
    expect(REQUEST_LIFECYCLE.requested).toEqual(['accepted', 'declined', 'expired', 'withdrawn', 'failed']);
    for (const end of ['declined', 'expired', 'withdrawn'] as const) {
      expect(canMove(REQUEST_LIFECYCLE, end, 'accepted')).toBe(false);
      expect(canMove(REQUEST_LIFECYCLE, end, 'requested')).toBe(false);
    }
    expect(canMove(REQUEST_LIFECYCLE, 'accepted', 'declined')).toBe(false);
    expect(canMove(REQUEST_LIFECYCLE, 'accepted', 'expired')).toBe(false);
    // A hold is captured or let go, never taken back into a reservation.
    expect(PAYMENT_LIFECYCLE.authorised).toEqual(['charged', 'failed', 'released']);
    expect(canMove(PAYMENT_LIFECYCLE, 'released', 'authorised')).toBe(false);
  });

  it('refuses to declare a move the table does not allow', () => {
    expect(move(NIGHT_LIFECYCLE, ['pending'], 'cancelled')).toEqual({ from: ['pending'], to: 'cancelled' });
    expect(() => move(NIGHT_LIFECYCLE, 'cancelled', 'accepted')).toThrow('cancelled → accepted');
    expect(() => move(PAYMENT_LIFECYCLE, ['reserved', 'refunded'], 'charged')).toThrow('refunded → charged');
  });

  it('knows its own states from other text', () => {
    expect(isStateOf(NIGHT_LIFECYCLE, 'pending')).toBe(true);
    expect(isStateOf(NIGHT_LIFECYCLE, 'toString')).toBe(false);
    expect(isStateOf(PAYMENT_LIFECYCLE, 'accepted')).toBe(false);
  });
});
