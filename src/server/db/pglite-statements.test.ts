import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { MAX_PREPARED, withNamedStatements } from './pglite-statements';

// The embedded database's prepared statements (issue 14): the same answers as PGlite's own query,
// errors that leave the connection usable, and never a statement inside another caller's transaction.

let client: PGlite;
let wrapped: PGlite;

beforeAll(async () => {
  client = new PGlite();
  wrapped = withNamedStatements(client);
  await client.exec(
    `create table nights (id serial primary key, day date not null, price int not null, note text)`,
  );
  await client.exec(`insert into nights (day, price, note) select date '2026-12-01' + i, 2000 + i, null
    from generate_series(0, 27) i`);
});

afterAll(async () => {
  await client.close();
});

describe('withNamedStatements', () => {
  it('answers a parameterised statement as PGlite does, every time it runs, in both row modes', async () => {
    const text = 'select id, day, price, note from nights where day >= $1 and price < $2 order by id';
    const plain = await client.query(text, ['2026-12-10', 2020]);
    for (let i = 0; i < 3; i++) {
      const answer = await wrapped.query(text, ['2026-12-10', 2020]);
      expect(answer.rows).toEqual(plain.rows);
      expect(answer.fields).toEqual(plain.fields);
    }
    const arrays = await wrapped.query(text, ['2026-12-10', 2020], { rowMode: 'array' });
    expect(arrays.rows).toEqual((await client.query(text, ['2026-12-10', 2020], { rowMode: 'array' })).rows);
    expect((await wrapped.query(text, ['2026-12-26', 3000])).rows).toHaveLength(3);
  });

  it('reads with the caller’s parsers where it gives them, and PGlite’s everywhere else', async () => {
    const text = 'select day, price, price > $1 as dear from nights where id = 3';
    const parsers = { 1082: (value: string) => `day ${value}` };
    const { rows } = await wrapped.query(text, [2001], { parsers });
    expect(rows).toEqual([{ day: 'day 2026-12-03', price: 2002, dear: true }]);
    expect((await client.query(text, [2001], { parsers })).rows).toEqual(rows);
    // PGlite's own parsers are left as they were.
    expect((await wrapped.query<{ day: unknown }>(text, [2001])).rows[0]!.day).toBeInstanceOf(Date);
  });

  it('passes nulls, and writes', async () => {
    await wrapped.query('update nights set note = $1 where id = $2', [null, 1]);
    await wrapped.query('update nights set note = $1 where id = $2', ['quiet', 2]);
    const { rows } = await wrapped.query<{ id: number; note: string | null }>(
      'select id, note from nights where id = any($1::int[]) order by id',
      [[1, 2]],
    );
    expect(rows).toEqual([
      { id: 1, note: null },
      { id: 2, note: 'quiet' },
    ]);
  });

  it('throws the database error of a failing statement and goes on working after it', async () => {
    const failing = wrapped.query('select price / $1::int as share from nights where id = 1', [0]);
    await expect(failing).rejects.toMatchObject({ code: '22012' });
    await expect(
      wrapped.query('select price / $1::int as share from nights where id = 1', [0]),
    ).rejects.toThrow();
    const { rows } = await wrapped.query<{ share: number }>(
      'select price / $1::int as share from nights where id = 1',
      [2],
    );
    expect(rows).toEqual([{ share: 1000 }]);
    await expect(wrapped.query('select nonsense from nights where id = $1', [1])).rejects.toMatchObject({
      code: '42703',
    });
    // A value the statement's parameter cannot take fails at binding, before it runs.
    await expect(wrapped.query('select price from nights where id = $1', ['one'])).rejects.toMatchObject({
      code: '22P02',
    });
    expect((await wrapped.query('select price from nights where id = $1', [1])).rows).toEqual([
      { price: 2000 },
    ]);
    expect((await wrapped.query('select count(*)::int as n from nights where price > $1', [0])).rows).toEqual(
      [{ n: 28 }],
    );
  });

  it('waits for a transaction another caller has open instead of running inside it', async () => {
    let inside!: () => void;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into nights (day, price) values ($1, $2)', ['2027-01-01', 9999]);
      inside();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.rollback();
    });
    await started;
    const { rows } = await wrapped.query('select count(*)::int as n from nights where price = $1', [9999]);
    await transaction;
    expect(rows).toEqual([{ n: 0 }]);
  });

  it(`keeps at most ${MAX_PREPARED} statements prepared and still answers the ones it let go`, async () => {
    for (let i = 0; i < MAX_PREPARED + 10; i++) {
      const { rows } = await wrapped.query<{ n: number }>(`select $1::int + ${i} as n`, [1]);
      expect(rows).toEqual([{ n: 1 + i }]);
    }
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    );
    expect(rows[0]!.n).toBeLessThanOrEqual(MAX_PREPARED);
    expect((await wrapped.query<{ n: number }>('select $1::int + 0 as n', [5])).rows).toEqual([{ n: 5 }]);
  });
});
