// What an answer must never be: a 5xx, or an error body that shows how the server is built.

import type { Operation } from './operations';

/** Things the server itself would write into a body that an outsider must never read. */
const LEAKS: [what: string, pattern: RegExp][] = [
  ['a stack trace', /\n\s+at \S|\bat [^\s()]+ \([^)]*:\d+:\d+\)/],
  ['a file path', /file:\/\/|\/work\/|\/home\/|\/tmp\/|node_modules|src\/server\/|\.[cm]?[jt]sx?:\d+/],
  [
    'SQL',
    /syntax error at or near|violates [a-z -]+ constraint|duplicate key value|invalid input syntax|out of range for type|relation "[^"]+"|column "[^"]+"|Failed query|\bselect\s+(?:\*|"|distinct\b|count\s*\()[^\n]{0,200}\bfrom\b|\binsert into\b|\bupdate "/i,
  ],
];

export type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

/** What is wrong with an answer: a 5xx, a leak, or (on our routes) an error body of another shape. */
export function problemWith(operation: Operation, answer: Answer): string | null {
  if (answer.statusCode >= 500) return `answered ${answer.statusCode}`;
  if (answer.statusCode < 400) return null;
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(answer.body)) return `its error body shows ${what}`;
  }
  // Our own routes keep one error shape; Better Auth's answers are its own.
  const isJson = String(answer.headers['content-type'] ?? '').startsWith('application/json');
  if (!operation.auth && isJson) {
    const body = JSON.parse(answer.body) as { statusCode?: unknown; message?: unknown };
    if (body.statusCode !== answer.statusCode || typeof body.message !== 'string') {
      return 'its error body is not {statusCode, code, message}';
    }
  }
  return null;
}
