// The property's photos (spec sections 5 and 8) as a host edits them, against the real app (issue 32):
// a real PNG uploaded through the real /v1/images route, moved, another photo deleted after its
// confirmation, the property saved, and the order read back from the server.

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import { pngFile, withTestApp } from '../../../testing/app-harness';

const app = withTestApp();

describe('the photos editor', () => {
  it(
    'uploads, reorders and deletes photos, and the saved property keeps their order',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup({ delay: null });
      const host = await app.host();
      const property = await app.property(host, {
        name: 'Photo Farm',
        address: '7 Gallery Lane',
        propertyType: 'Farm',
        images: ['/uploads/test/gate.svg', '/uploads/test/view.svg'],
      });
      app.render(`/hosting/locations/${property.id}`, { signedInAs: host });
      const form = await screen.findByRole('form', { name: 'Property details' });
      const photos = () => within(form).getByRole('list', { name: 'Photos of the property' });
      const sources = () =>
        within(photos())
          .getAllByRole('img')
          .map((img) => img.getAttribute('src'));
      expect(sources()).toEqual(['/uploads/test/gate.svg', '/uploads/test/view.svg']);

      // A new photo, uploaded through the real route, joins at the end.
      await user.upload(
        form.querySelector<HTMLInputElement>('input[type="file"]')!,
        await pngFile('paddock.png'),
      );
      await waitFor(() => expect(sources()).toHaveLength(3));
      const uploaded = sources()[2]!;
      expect(uploaded).toMatch(/^\/uploads\/images\//);

      // Moved one place earlier, then the first photo deleted after its confirmation: the new one is the cover.
      await user.click(within(photos()).getByRole('button', { name: 'Move photo 3 earlier' }));
      expect(sources()).toEqual(['/uploads/test/gate.svg', uploaded, '/uploads/test/view.svg']);
      await user.click(within(photos()).getByRole('button', { name: 'Delete photo 1' }));
      const confirm = await screen.findByRole('dialog', { name: 'Delete this photo?' });
      await user.click(within(confirm).getByRole('button', { name: 'Delete photo' }));
      await waitFor(() => expect(sources()).toEqual([uploaded, '/uploads/test/view.svg']));
      expect(
        within(photos())
          .getByRole('img', { name: 'Photo 1 of the property (the cover)' })
          .getAttribute('src'),
      ).toBe(uploaded);

      // Nothing is kept before the property is saved; once it is, the server holds the new order.
      const before = await app.api<LocationDetail>(host, 'GET', `/v1/locations/${property.id}`);
      expect(before.images.map((image) => image.url)).toEqual([
        '/uploads/test/gate.svg',
        '/uploads/test/view.svg',
      ]);
      await user.click(within(form).getByRole('button', { name: 'Update' }));
      expect(await screen.findByText('Property Updated')).toBeTruthy();
      const saved = await app.api<LocationDetail>(host, 'GET', `/v1/locations/${property.id}`);
      expect(saved.images.map((image) => image.url)).toEqual([uploaded, '/uploads/test/view.svg']);
      expect(saved.image).toBe(uploaded);
    },
  );
});
