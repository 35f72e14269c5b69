// A browser's cookie jar, small enough for tests that walk a redirect chain by hand across hosts
// (the app through app.inject, another server through fetch). Host-only cookies, path-matched,
// Max-Age and Expires honoured; Secure, SameSite and Domain are ignored.

type Cookie = { name: string; value: string; host: string; path: string; expiresAt: number | null };

export type SetCookieHeader = string | string[] | number | undefined | null;

export class CookieJar {
  private cookies: Cookie[] = [];

  /** Keeps the Set-Cookie headers of a response from `url`. */
  store(url: string | URL, setCookie: SetCookieHeader): void {
    if (setCookie === undefined || setCookie === null) return;
    const { host, pathname } = new URL(url);
    const lines = Array.isArray(setCookie) ? setCookie : [String(setCookie)];
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const cookie: Cookie = {
        name: pair.slice(0, eq).trim(),
        value: pair.slice(eq + 1).trim(),
        host,
        path: pathname.replace(/\/[^/]*$/, '') || '/',
        expiresAt: null,
      };
      for (const attribute of attributes) {
        const [key = '', ...rest] = attribute.split('=');
        const value = rest.join('=').trim();
        switch (key.trim().toLowerCase()) {
          case 'path':
            if (value.startsWith('/')) cookie.path = value;
            break;
          case 'max-age':
            cookie.expiresAt = Date.now() + Number(value) * 1000;
            break;
          case 'expires':
            // Max-Age wins over Expires.
            if (!attributes.some((a) => /^\s*max-age=/i.test(a))) cookie.expiresAt = Date.parse(value);
            break;
        }
      }
      this.cookies = this.cookies.filter(
        (c) => !(c.name === cookie.name && c.host === cookie.host && c.path === cookie.path),
      );
      if (cookie.expiresAt === null || cookie.expiresAt > Date.now()) this.cookies.push(cookie);
    }
  }

  /** The live cookies a request to `url` carries. */
  matching(url: string | URL): { name: string; value: string }[] {
    const { host, pathname } = new URL(url);
    const now = Date.now();
    return this.cookies
      .filter((c) => c.host === host && (c.expiresAt === null || c.expiresAt > now))
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .sort((a, b) => b.path.length - a.path.length);
  }

  /** The Cookie header for a request to `url`, or undefined when there is nothing to send. */
  header(url: string | URL): string | undefined {
    const cookies = this.matching(url);
    return cookies.length ? cookies.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }

  /** A cookie's value as a request to `url` would carry it. */
  get(url: string | URL, name: string): string | undefined {
    return this.matching(url).find((c) => c.name === name)?.value;
  }
}
