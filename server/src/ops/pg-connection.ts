/**
 * The arguments pg_dump and pg_restore get: the URL without its password, which goes to them in
 * PGPASSWORD instead, so it never shows in the process list (`ps`) or a crash report's command line.
 */
export function pgConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get("password");
  url.password = "";
  url.searchParams.delete("password");
  const env = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { url: url.toString(), env };
}
