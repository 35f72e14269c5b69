// PGlite with named prepared statements (issue 14). Drizzle's PGlite driver ignores the names our
// repositories give their statements, and PGlite's `query` parses and plans every statement anew
// through the unnamed one: the calendar's statement cost 500-590 µs that way against 170-200 µs
// prepared. This wrapper prepares each parameterised statement once, by its text, and from then on
// only binds and executes it, as node-postgres does for a named query on PostgreSQL.

import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** How many statements stay prepared; the least recently used one is closed past that. */
export const MAX_PREPARED = 200;

type Prepared = { name: string; paramTypes: number[] };

/**
 * `client` for drizzle, with `query` running parameterised statements prepared once. Everything
 * else (transactions, exec, close) is the client's own; inside a transaction, statements run as
 * PGlite runs them.
 */
export function withNamedStatements(client: PGlite): PGlite {
  const prepared = new Map<string, Prepared>();
  let counter = 0;

  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  /** Prepares `text` (closing the least recently used statement past MAX_PREPARED). */
  async function prepare(text: string): Promise<Prepared> {
    const name = `stopover_${++counter}`;
    await send(protocol.serialize.parse({ name, text }));
    const paramTypes = parse.parseDescribeStatementResults(
      await send(protocol.serialize.describe({ type: 'S', name })),
    );
    if (prepared.size >= MAX_PREPARED) {
      const [oldestText, oldest] = prepared.entries().next().value!;
      prepared.delete(oldestText);
      await send(protocol.serialize.close({ type: 'S', name: oldest.name }));
    }
    const statement = { name, paramTypes };
    prepared.set(text, statement);
    return statement;
  }

  async function queryPrepared<T>(
    text: string,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    await client._checkReady();
    // The same locks as PGlite's own `query`: never inside another caller's open transaction.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let exchange: Uint8Array;
        try {
          let statement = prepared.get(text);
          if (statement) {
            // Most recently used last: the map's order is the eviction order.
            prepared.delete(text);
            prepared.set(text, statement);
          } else {
            statement = await prepare(text);
          }
          const values = params.map((param, i) => {
            if (param === null || param === undefined) return null;
            const type = statement.paramTypes[i]!;
            const serialize = options?.serializers?.[type] ?? client.serializers[type];
            return serialize ? serialize(param) : String(param);
          });
          exchange = concat([
            protocol.serialize.bind({ statement: statement.name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]);
        } catch (error) {
          // Ends the exchange the preparing began, so the next statement starts clean.
          await send(protocol.serialize.sync());
          throw withQuery(error, text, params, options);
        }
        // One call into the database: after an error the server skips to the Sync at the end, so
        // the next statement starts clean then too.
        let messages;
        try {
          messages = await send(exchange);
        } catch (error) {
          throw withQuery(error, text, params, options);
        }
        await client.syncToFs();
        // PGlite merges the caller's parsers into a copy of its own 318 on every call (120 µs, more
        // than the calendar's statement); the caller's few on top of PGlite's, by prototype, cost
        // nothing and read the same.
        const parsers = options?.parsers
          ? Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers)
          : client.parsers;
        return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
      }),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return <T>(text: string, params?: unknown[], options?: QueryOptions) =>
          params && params.length > 0 && !options?.blob
            ? queryPrepared<T>(text, params, options)
            : target.query<T>(text, params, options);
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/** The database's error with the statement it came from, as PGlite's own `query` reports it. */
function withQuery(error: unknown, query: string, params: unknown[], queryOptions?: QueryOptions) {
  if (error instanceof protocol.messages.DatabaseError) Object.assign(error, { query, params, queryOptions });
  return error;
}
