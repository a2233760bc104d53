import pg from "pg";

/**
 * A PostgreSQL database of its own for one script run (load, crash), made on the server at
 * `serverUrl` and dropped with `drop()`.
 */
export async function throwawayDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now()}`;
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
