import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { AppConfig } from "../config.ts";
import type { Database, DB, Dialect } from "../db/database.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<DB>;
    /** Long streamed reads (exports); see Database.streamDb. */
    streamDb: Kysely<DB>;
    dialect: Dialect;
    config: AppConfig;
  }
}

export const dbPlugin = fp<{ database: Database; config: AppConfig }>(
  async (app: FastifyInstance, options) => {
    app.decorate("db", options.database.db);
    app.decorate("streamDb", options.database.streamDb);
    app.decorate("dialect", options.database.dialect);
    app.decorate("config", options.config);
  },
  { name: "db" },
);
