// My Properties (spec sections 2 and 4): the On/Off switch's rule and the list kept in step with the
// server's answers.

import type { LocationStatus } from '../../../../domain/constants';
import type { PropertyListItem } from '../../../../domain/schemas/property';

/**
 * What switching a property to `on` does: turning On a property without a photo is refused here, as
 * the server refuses it, with the spec's warning and no call; anything else is sent.
 */
export function statusChange(
  property: Pick<PropertyListItem, 'imageCount'>,
  on: boolean,
): { send: LocationStatus } | { refuse: 'noPhoto' } {
  if (on && property.imageCount === 0) return { refuse: 'noPhoto' };
  return { send: on ? 'active' : 'inactive' };
}

/** The list with one property's status as the server answered it (other lists come back as they were). */
export function withStatus<T extends { items: PropertyListItem[] }>(
  list: T | undefined,
  answer: { id: number; status: LocationStatus },
): T | undefined {
  if (!list || !list.items.some((p) => p.id === answer.id && p.status !== answer.status)) return list;
  return {
    ...list,
    items: list.items.map((p) => (p.id === answer.id ? { ...p, status: answer.status } : p)),
  };
}
