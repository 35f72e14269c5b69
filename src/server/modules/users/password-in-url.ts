// The spec's set-password call carries the password in its path (PUT|POST
// /v1/admin/user/{userId}/password/{password}). Whatever writes a request's URL somewhere (the
// request log, a "no such route" answer) writes it through this first.

const PASSWORD_IN_PATH = /(\/password\/)[^?#]*/gi;

/** The URL with whatever follows a `/password/` segment (up to the query) replaced by `[redacted]`. */
export function redactPasswordInUrl(url: string): string {
  return url.replace(PASSWORD_IN_PATH, '$1[redacted]');
}
