// Fetching an external calendar (decision 047): http(s) only, to public addresses only (no loopback,
// private, link-local, shared or multicast target: the address checked is the one connected to, so
// a name that resolves to a private address, or a redirect to one, is refused too), at most a few
// redirects, a size limit counted as the body arrives and one deadline for the whole fetch.

import http from 'node:http';
import https from 'node:https';
import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from '../../../domain/errors';
import type { MessageCode } from '../../../domain/messages';

export type FetchLimits = {
  maxBytes: number;
  timeoutMs: number;
  /** Tests serve feeds from 127.0.0.1: loopback (and only loopback) is then allowed. */
  allowLoopback: boolean;
};

const MAX_REDIRECTS = 3;

const notPublicRanges = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublicRanges.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublicRanges.addSubnet(address, prefix, 'ipv6');
}
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether a feed may be fetched from this address. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const mapped = family === 6 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] : undefined;
  const ip = mapped ?? address;
  const type = mapped ? 'ipv4' : family === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(ip, type)) return allowLoopback;
  return !notPublicRanges.check(ip, type);
}

const fail = (code: MessageCode) => new AppError('BAD_REQUEST', code);

/** Whether `value` is an address a host may give: http(s), no user name or password. */
export function parseFeedUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw fail('calendarSync.badUrl');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw fail('calendarSync.badUrl');
  }
  return url;
}

/** Resolves a name, refusing to connect to an address that is not public. */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find((a) => !isAllowedAddress(a.address, allowLoopback));
      if (refused || list.length === 0) {
        return callback(Object.assign(new Error('not public'), { code: 'ENOTPUBLIC' }), '', 4);
      }
      if (options.all) return callback(null, list as unknown as string, 4);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

type Answer = { status: number; location?: string; body?: string };

function requestOnce(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<Answer> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isAllowedAddress(host, limits.allowLoopback)) {
    return Promise.reject(fail('calendarSync.notPublic'));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const req = client.get(
      url,
      {
        lookup: guardedLookup(limits.allowLoopback),
        signal,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Stopover calendar sync' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ status, location: res.headers.location });
        }
        if (status !== 200) {
          res.resume();
          return resolve({ status });
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) {
          res.destroy();
          return reject(fail('calendarSync.tooLarge'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            res.destroy();
            reject(fail('calendarSync.tooLarge'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/**
 * The text of the calendar at `address`, or an AppError whose code says why not: badUrl,
 * notPublic, tooLarge, timeout, tooManyRedirects, httpStatus or unreachable.
 */
export async function fetchFeed(address: string, limits: FetchLimits): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let url = parseFeedUrl(address);
    for (let redirects = 0; ; redirects++) {
      const answer = await requestOnce(url, limits, controller.signal);
      if (answer.body !== undefined) return answer.body;
      if (!answer.location) throw fail('calendarSync.httpStatus');
      if (redirects === MAX_REDIRECTS) throw fail('calendarSync.tooManyRedirects');
      url = parseFeedUrl(new URL(answer.location, url).toString());
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (controller.signal.aborted) throw fail('calendarSync.timeout');
    if ((err as { code?: string }).code === 'ENOTPUBLIC') throw fail('calendarSync.notPublic');
    throw fail('calendarSync.unreachable');
  } finally {
    clearTimeout(timer);
  }
}
