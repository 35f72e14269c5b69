import { describe, expect, it } from 'vitest';
import { problemWith, type Answer } from './answers';
import type { Operation } from './operations';

const route: Operation = { method: 'GET', path: '/v1/tags', parameters: [], body: null, auth: false };
const json = { 'content-type': 'application/json; charset=utf-8' };
const answer = (statusCode: number, body: unknown): Answer => ({
  statusCode,
  body: JSON.stringify(body),
  headers: json,
});

describe('the fuzzer’s judgement of an answer', () => {
  it('passes a clear 4xx', () => {
    expect(
      problemWith(
        route,
        answer(400, {
          statusCode: 400,
          code: 'validation.moreThan',
          message: 'Must be more than 0',
          field: 'id',
        }),
      ),
    ).toBeNull();
  });

  it('fails any 5xx, whatever its body', () => {
    expect(problemWith(route, answer(500, { statusCode: 500, message: 'Something went wrong' }))).toBe(
      'answered 500',
    );
    expect(problemWith(route, answer(503, {}))).toBe('answered 503');
  });

  it.each([
    ['a stack trace', 'TypeError: x is undefined\n    at handler (/srv/app.js:10:5)'],
    ['a file path', 'cannot open /work/main/data/db'],
    ['a file path', 'at src/server/modules/users/users.service.ts:40'],
    ['SQL', 'Failed query: select "id" from "users" where "email" = $1'],
    ['SQL', 'invalid byte sequence; syntax error at or near "("'],
  ])('fails an error body that shows %s', (what, message) => {
    expect(problemWith(route, answer(400, { statusCode: 400, message }))).toBe(
      `its error body shows ${what}`,
    );
  });

  it('passes the spec’s own words that only read like SQL', () => {
    const message = 'Please select an address from the options provided in the dropdown';
    expect(problemWith(route, answer(400, { statusCode: 400, message }))).toBeNull();
    const query = 'Failed: select * from users';
    expect(problemWith(route, answer(400, { statusCode: 400, message: query }))).toBe(
      'its error body shows SQL',
    );
  });

  it('fails an error of another shape on our routes, not on Better Auth’s', () => {
    const bare = answer(400, { message: 'No fields to update' });
    expect(problemWith(route, bare)).toBe('its error body is not {statusCode, code, message}');
    expect(problemWith({ ...route, auth: true }, bare)).toBeNull();
  });
});
