import path from "node:path";

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… selects PostgreSQL; absent means the embedded SQLite file. */
  databaseUrl: string | undefined;
  demoData: boolean;
  logLevel: string;
  /** Directory of the built web app served with an index.html fallback. */
  webDist: string;
  trustProxy: boolean;
  /** Settings → System "Automatic backup" writes here (AUTO_BACKUP=0 turns the job off for this process). */
  backupDir: string;
  autoBackup: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = path.resolve(import.meta.dirname, "../..");
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, "data")),
    databaseUrl: env.DATABASE_URL || undefined,
    demoData: env.DEMO_DATA !== "0",
    logLevel: env.LOG_LEVEL ?? "info",
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, "web/dist")),
    trustProxy: env.TRUST_PROXY === "1",
    backupDir: path.resolve(
      env.BACKUP_DIR ?? path.join(path.resolve(env.DATA_DIR ?? path.join(root, "data")), "backups"),
    ),
    autoBackup: env.AUTO_BACKUP !== "0",
  };
}
