import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiUrl, isNotFound } from './api';
import { apiPath } from '../../domain/api-paths';
import { finishConfirmation, isConfirming, registerConfirmationHost } from './confirm-identity';

describe('apiUrl', () => {
  it('drops empty values and joins lists with commas', () => {
    expect(
      apiUrl(apiPath('/v1/locations'), {
        latitude: -41.2,
        longitude: 174.7,
        tags: [1, 2],
        type: undefined,
        q: '',
      }),
    ).toBe('/v1/locations?latitude=-41.2&longitude=174.7&tags=1%2C2');
    expect(apiUrl(apiPath('/v1/tags'), { tags: [] })).toBe('/v1/tags');
    expect(apiUrl(apiPath('/v1/tags'))).toBe('/v1/tags');
  });
});

describe('api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the JSON body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items: [] }), { status: 200 })),
    );
    await expect(api(apiPath('/v1/tags'))).resolves.toEqual({ items: [] });
  });

  it('throws ApiError with the server message and status', async () => {
    const body = { statusCode: 404, code: 'NOT_FOUND', message: 'Location not found' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 404 })),
    );
    const error = await api(apiPath('/v1/locations/{id}', { id: 9 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Location not found' });
    expect(isNotFound(error)).toBe(true);
  });

  it('copes with a non-JSON error page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(api(apiPath('/v1/tags'))).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('turns a network failure into a readable ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api(apiPath('/v1/tags'))).rejects.toMatchObject({ status: 0, code: 'http.network' });
  });

  it('sends FormData as multipart, leaving the Content-Type to the browser', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify([{ id: 1, url: '/uploads/a.jpg' }]), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('files', new Blob(['x']), 'a.jpg');
    await expect(api(apiPath('/v1/images'), { method: 'POST', body: form })).resolves.toEqual([
      { id: 1, url: '/uploads/a.jpg' },
    ]);
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });
});

describe('a sensitive action that needs a recent sign-in (decision 057)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const refused = () =>
    new Response(
      JSON.stringify({
        statusCode: 403,
        code: 'auth.recentSignInRequired',
        message: 'Please confirm it’s you',
      }),
      { status: 403 },
    );

  it('asks "Confirm it’s you" once and sends the request again when confirmed', async () => {
    const unregister = registerConfirmationHost();
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(refused())
      .mockResolvedValueOnce(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const call = api(apiPath('/v1/users/{id}', { id: 'u1' }), { method: 'PUT', body: { email: 'a@b.test' } });
    await vi.waitFor(() => expect(isConfirming()).toBe(true));
    finishConfirmation(true);
    await expect(call).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]![1]).toMatchObject({
      method: 'PUT',
      body: JSON.stringify({ email: 'a@b.test' }),
    });
    unregister();
  });

  it('throws the refusal when the person gives up, and retries at most once', async () => {
    const unregister = registerConfirmationHost();
    const fetch = vi.fn(async () => refused());
    vi.stubGlobal('fetch', fetch);
    const givenUp = api(apiPath('/v1/admin/refund'), { method: 'POST', body: {} }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(isConfirming()).toBe(true));
    finishConfirmation(false);
    expect(await givenUp).toMatchObject({ status: 403, code: 'auth.recentSignInRequired' });

    const confirmedButRefused = api(apiPath('/v1/admin/refund'), { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    await vi.waitFor(() => expect(isConfirming()).toBe(true));
    finishConfirmation(true);
    expect(await confirmedButRefused).toMatchObject({ code: 'auth.recentSignInRequired' });
    expect(fetch).toHaveBeenCalledTimes(3);
    unregister();
  });

  it('without a page to ask on (the server rendering), throws at once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refused()),
    );
    await expect(
      api(apiPath('/v1/users/{id}', { id: 'u1' }), { method: 'PUT', body: {} }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
