// Book Now's confirm dialog with a promo code (issue 12) as a guest uses it, against the real app
// (issue 32): the nights picked on the real calendar, a campaign made through the admin API, a wrong
// code refused under the field, the right one giving the campaign's message and the new total, and
// the booking charged that total on the guest's saved card (the local payments provider).

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, formatDisplayDate, todayInAuckland, weekdayOf } from '../../../../domain/dates';
import { formatCents } from '../../../../domain/money';
import { withTestApp } from '../../../testing/app-harness';

const app = withTestApp();

const PRICE = 2500;

/** A night's toggle on the calendar, by the name a screen reader gives it. */
const tileName = (date: string) =>
  `${weekdayOf(date).slice(0, 3)} ${formatDisplayDate(date)}, Paddock, ${formatCents(PRICE)} per motorhome, available`;

/** What a screen reader reads after a field's name: its hint and its error. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('Book Now with a promo code', () => {
  it(
    'refuses a wrong code, takes a campaign’s code off the total and charges that total',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup({ delay: null });
      const admin = await app.administrator();
      const code = 'CTEST20';
      const message = '20% off your first two nights';
      await app.api(admin, 'POST', '/v1/campaigns', {
        type: 'Discount',
        code,
        userMessage: message,
        validFrom: todayInAuckland(),
        percentageDiscount: 20,
        numberOfNights: 2,
        maximumRedeemCount: null,
      });
      const host = await app.host();
      const property = await app.property(host, {
        name: 'Promo Farm',
        address: '3 Beach Road',
        sites: [{ name: 'Paddock', spaces: 5, price: PRICE }],
      });
      const guest = await app.guestWithCard();
      const nights = [7, 8, 9].map((offset) => addDays(todayInAuckland(), offset));
      const stay = 3 * PRICE;
      const discount = 2 * Math.round((PRICE * 20) / 100);
      const total = stay - discount;

      const page = app.render(`/locations/${property.id}`, { signedInAs: guest });
      expect(await screen.findByRole('heading', { level: 1, name: 'Promo Farm' })).toBeTruthy();
      await user.click(screen.getByRole('tab', { name: 'Book Now' }));
      for (const night of nights) {
        const tile = await screen.findByRole('button', { name: tileName(night) });
        await user.click(tile);
        await waitFor(() => expect(tile.getAttribute('aria-pressed')).toBe('true'));
      }
      const panel = screen.getByRole('region', { name: 'Your stay' });
      await user.click(within(panel).getByRole('button', { name: 'Book Now' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
      const totals = within(dialog).getByTestId('confirm-totals');
      expect(totals.textContent).toContain(`Total price${formatCents(stay)}`);

      // A code that does not exist: the server's words under the field, the total unchanged.
      const field = within(dialog).getByRole('textbox', { name: 'Promo code' });
      await user.type(field, 'nope20');
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      expect(describedBy(field)).toContain(
        'There is no code NOPE20. Please check it, or book without a code.',
      );
      expect(totals.textContent).toContain(`Total price${formatCents(stay)}`);

      // The campaign's code: its message, the discount and the new total.
      await user.clear(field);
      await user.type(field, code.toLowerCase());
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      const status = within(dialog).getByTestId('promo-code-status');
      await waitFor(() =>
        expect(status.textContent).toContain(`Code ${code} applied. New total: ${formatCents(total)}.`),
      );
      expect(status.textContent).toContain(message);
      expect(totals.textContent).toContain(`Discount (${code})${formatCents(-discount)}`);
      expect(totals.textContent).toContain(`Total price${formatCents(total)}`);
      expect(within(dialog).getByTestId('card-note').textContent).toBe(
        `Your card ending in 4242 is charged ${formatCents(total)} when you confirm.`,
      );

      await user.type(within(dialog).getByRole('textbox', { name: 'Vehicle registration' }), 'CODE20');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(page.path()).toBe('/bookings'));

      // The server holds three nights paid with the discounted total.
      const booked = await app.api<{ items: { locationName: string; status: string; amountPaid: number }[] }>(
        guest,
        'GET',
        '/v1/bookings',
      );
      const here = booked.items.filter((n) => n.locationName === 'Promo Farm');
      expect(here.map((n) => n.status)).toEqual(['accepted', 'accepted', 'accepted']);
      expect(here.reduce((sum, n) => sum + n.amountPaid, 0)).toBe(total);
    },
  );
});
