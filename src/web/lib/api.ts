// The one way the web talks to the API: JSON over fetch, failures thrown as ApiError.

import type { ErrorBody } from '../../domain/errors';
import type { MessageParams } from '../../domain/messages/format';
import type { ApiAddress } from '../../domain/api-paths';
import { currentLanguage, hasText, translate } from './i18n';
import { RECENT_SIGN_IN_REQUIRED, requestConfirmation } from './confirm-identity';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = 'UNKNOWN',
    readonly field?: string,
    readonly params?: MessageParams,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The code of an API failure (Better Auth's or ours), if it was one. */
export const errorCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.code : undefined;

/**
 * A message a person can read, whatever was thrown: an API failure by its code in the current
 * language (the server's own words when the catalogue does not know the code), else the error's text.
 */
export const errorMessage = (error: unknown): string => {
  if (error instanceof ApiError && hasText(error.code)) return translate(error.code, error.params);
  return error instanceof Error && error.message ? error.message : translate('http.internal');
};

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Builds `/v1/...?a=1&b=2`, dropping empty values and joining lists with commas as the API expects. */
export function apiUrl(path: ApiAddress, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';
}

export type ApiRequest = {
  query?: Record<string, QueryValue>;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the booking call's Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * Whether a refusal for want of a recent sign-in opens "Confirm it's you" and sends the request
   * again once confirmed (default). The dialog's own calls, and the retry, say no.
   */
  confirmIdentity?: boolean;
};

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where requests go: the browser's fetch, or, when the server renders a page's first screen
 * (entry-server.tsx), the server's own routes in-process.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

export async function api<T>(path: ApiAddress, request: ApiRequest = {}): Promise<T> {
  const { query, method = 'GET', body, signal, headers } = request;
  // Multipart bodies (uploads) set their own Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await transport(apiUrl(path, query), {
      method,
      signal,
      headers: {
        Accept: 'application/json',
        'Accept-Language': currentLanguage(),
        ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, translate('http.network'), 'http.network');
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) {
    if (isErrorBody(data)) {
      // A sensitive action from a session that signed in too long ago (decision 057): the person
      // confirms it is them, and the request goes once more.
      if (
        response.status === 403 &&
        data.code === RECENT_SIGN_IN_REQUIRED &&
        request.confirmIdentity !== false &&
        (await requestConfirmation())
      ) {
        return api<T>(path, { ...request, confirmIdentity: false });
      }
      throw new ApiError(response.status, data.message, data.code, data.field, data.params);
    }
    throw new ApiError(response.status, response.statusText || 'The request failed.');
  }
  return data as T;
}
