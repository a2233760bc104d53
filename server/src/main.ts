import { buildApp } from "./app.ts";
import { prepareDatabase } from "./bootstrap.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";

const config = loadConfig();
const database = openDatabase(config);
const app = await buildApp({ config, database });

try {
  await prepareDatabase(database, { demoData: config.demoData, log: app.log });
  await app.listen({ port: config.port, host: config.host });
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
