import { buildApp } from "./app.ts";
import { prepareDatabase } from "./bootstrap.ts";
import { loadConfigOrExit } from "./config.ts";
import { openKeyedDatabase } from "./db/keyed-database.ts";

// Whatever else the process writes (temporary uploads, logs it is told to keep) is its owner's only.
process.umask(0o077);
const config = loadConfigOrExit();
const database = openKeyedDatabase(config);
const readiness = { ready: false };
const app = await buildApp({ config, database, readiness });

try {
  // Listen first, so /api/ready can say "not ready" while migrations and the seed run.
  await app.listen({ port: config.port, host: config.host });
  await prepareDatabase(database, { demoData: config.demoData, log: app.log });
  readiness.ready = true;
  app.log.info("ready");
} catch (error) {
  app.log.error(error);
  await database.close();
  process.exit(1);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing in-flight requests");
  // app.close() stops accepting connections and waits for in-flight requests to finish.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
