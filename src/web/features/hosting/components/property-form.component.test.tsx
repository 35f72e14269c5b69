// The property form (spec sections 2 and 5) as a host uses it, against the real app (issue 32): the
// domain's messages on a refused save, the address picked from the real place search, a photo
// uploaded through the real /v1/images route, the property created; and a site's rule edited and saved.

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayInAuckland } from '../../../../domain/dates';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import { pngFile, withTestApp } from '../../../testing/app-harness';

const app = withTestApp();

const detail = (host: Parameters<typeof app.api>[0], id: number) =>
  app.api<LocationDetail>(host, 'GET', `/v1/locations/${id}`);

describe('the property form', () => {
  it(
    'shows the domain’s messages, then creates the property a host filled in',
    { timeout: 90_000 },
    async () => {
      const user = userEvent.setup({ delay: null });
      const host = await app.host();
      const page = app.render('/create-a-property', { signedInAs: host });
      const form = await screen.findByRole('form', { name: 'Property details' });

      // Nothing filled in: every rule says what is missing, on its field, and nothing is sent.
      const site = within(form).getByRole('group', { name: 'New site' });
      await user.clear(within(site).getByRole('textbox', { name: /Price a night/ }));
      await user.type(within(site).getByRole('textbox', { name: /Price a night/ }), '5');
      await user.click(within(form).getByRole('button', { name: 'Create Property' }));
      expect(
        await within(form).findByText('Some details need your attention: see the messages below.'),
      ).toBeTruthy();
      for (const message of [
        'Property address is Required',
        'Property name is Required',
        'Property description is Required',
        'Please select a property type',
        'There must be at least one image',
        'You cannot charge less than $10 a night',
      ]) {
        expect(within(form).getByText(message)).toBeTruthy();
      }
      expect(page.path()).toBe('/create-a-property');

      // The address comes from the suggestions (GET /v1/places, the real gazetteer).
      await user.type(within(form).getByRole('combobox', { name: /Property address/ }), 'Raglan');
      const suggestions = await within(form).findByRole('listbox', { name: 'Address suggestions' });
      await user.click(within(suggestions).getAllByRole('option')[0]!);
      expect(within(form).queryByText('Property address is Required')).toBeNull();
      expect((within(form).getByRole('textbox', { name: /Town or city/ }) as HTMLInputElement).value).toBe(
        'Raglan',
      );

      await user.selectOptions(within(form).getByRole('combobox', { name: /Property type/ }), 'Farm');
      await user.click(within(form).getByRole('textbox', { name: /Description/ }));
      await user.paste('Sheep, a stream and the sound of the sea.');
      await user.type(within(form).getByRole('textbox', { name: /Property name/ }), 'Whaanga Farm');
      await user.type(within(site).getByRole('textbox', { name: /Site name/ }), 'Top paddock');
      const price = within(site).getByRole('textbox', { name: /Price a night/ });
      await user.clear(price);
      await user.type(price, '32.50');

      // One photo, uploaded through the real route: it shows as the cover.
      const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
      await user.upload(input, await pngFile('gate.png'));
      const photos = await within(form).findByRole('list', { name: 'Photos of the property' });
      expect(within(photos).getByRole('img', { name: 'Photo 1 of the property (the cover)' })).toBeTruthy();

      await user.click(within(form).getByRole('button', { name: 'Create Property' }));
      // Created: the editor of the new property opens, and the server holds what was typed.
      await waitFor(() => expect(page.path()).toMatch(/^\/hosting\/locations\/\d+$/));
      const id = Number(page.path().split('/').pop());
      const saved = await detail(host, id);
      expect(saved.name).toBe('Whaanga Farm');
      expect(saved.description).toBe('Sheep, a stream and the sound of the sea.');
      expect(saved.propertyInformation.sites).toMatchObject([
        { name: 'Top paddock', price: 3250, spaces: 1 },
      ]);
      expect(saved.images).toHaveLength(1);
    },
  );

  it('saves a site’s availability rule edited in its dialog', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const host = await app.host();
    const from = addDays(todayInAuckland(), 10);
    const to = addDays(todayInAuckland(), 20);
    const property = await app.property(host, {
      name: 'Rule Farm',
      address: '12 Wharf Road',
      propertyType: 'Farm',
      sites: [
        {
          name: 'Lower paddock',
          price: 3000,
          spaces: 3,
          rules: [
            { type: 'Date Range', dates: { from, to }, price: 4000, spaces: 2, description: 'Show week' },
          ],
        },
      ],
    });
    app.render(`/hosting/locations/${property.id}`, { signedInAs: host });
    const form = await screen.findByRole('form', { name: 'Property details' });
    const site = within(form).getByRole('group', { name: 'Lower paddock' });

    await user.click(within(site).getByRole('button', { name: /^Edit rule 1:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the availability rule' });
    const price = within(dialog).getByRole('textbox', { name: /Price a night/ });
    expect((price as HTMLInputElement).value).toBe('40');
    // The domain's rule for a rule's price, said in the dialog before anything is kept.
    await user.clear(price);
    await user.type(price, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await within(dialog).findByText('You cannot charge less than $10 a night')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '45');
    const spaces = within(dialog).getByRole('textbox', { name: /Spaces/ });
    await user.clear(spaces);
    await user.type(spaces, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit the availability rule' })).toBeNull(),
    );
    // The rule's summary in the list says what was kept.
    expect(
      within(site).getByRole('button', { name: /^Edit rule 1: .*Available: \$45 a night, 1 space/ }),
    ).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Property Updated')).toBeTruthy();
    await waitFor(async () => {
      const saved = await detail(host, property.id);
      expect(saved.propertyInformation.sites[0]!.availabilityRules).toMatchObject([
        { type: 'Date Range', price: 4500, spaces: 1, description: 'Show week' },
      ]);
    });
  });
});
