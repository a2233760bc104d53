import type pg from "pg";

/**
 * PostgreSQL: statements kept prepared on each connection (issue #15). Kysely sends every query as
 * an unnamed statement, which PostgreSQL parses and plans on every call — for a list page's read
 * 0.5–0.8 ms, more than running it. A named statement is parsed once per connection, and after
 * five runs PostgreSQL uses a generic plan when it costs no more than a fresh one (plan_cache_mode
 * auto). The first `limit` distinct texts with parameters get a name; others run unnamed, so texts
 * with values written into them cannot grow the connections' caches without bound. Texts without
 * parameters (BEGIN, migrations of several statements) keep the simple protocol.
 */
export function keepStatementsPrepared(pool: pg.Pool, limit = 500): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= limit) return known;
    const name = `s${names.size + 1}`;
    names.set(text, name);
    return name;
  };
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const named = (config: unknown, values?: unknown, callback?: unknown) => {
      if (
        typeof config === "string" &&
        Array.isArray(values) &&
        values.length > 0 &&
        callback === undefined
      ) {
        const name = nameOf(config);
        if (name !== undefined) return query({ name, text: config, values });
      }
      return callback === undefined ? query(config, values) : query(config, values, callback);
    };
    client.query = named as typeof client.query;
  });
}
