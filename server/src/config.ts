import path from "node:path";
import { AUDIT_KEY_MIN_LENGTH } from "./audit/audit-key.ts";
import { parseTotpKey } from "./modules/auth/totp-key.ts";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy.ts";

/** FILE_STORE=s3: the bucket and how to reach it. */
export interface S3StoreConfig {
  kind: "s3";
  bucket: string;
  /** An S3-compatible server's URL (MinIO, Ceph, R2…); absent means AWS. */
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; absent leaves it to the SDK (profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** FILE_STORE=directory (the default): DATA_DIR/files. */
export type FileStoreConfig = { kind: "directory" } | S3StoreConfig;

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
  /** TRUST_PROXY: a hop count or the proxies' addresses (server/src/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** TOTP_KEY: the key two-factor secrets are encrypted with; absent, DATA_DIR/totp.key (modules/auth/totp-key.ts). */
  totpKey: Buffer | undefined;
  /** Settings → System "Automatic backup" writes here (AUTO_BACKUP=0 turns the job off for this process). */
  backupDir: string;
  autoBackup: boolean;
  /** Where uploaded files live: a folder under DATA_DIR, or an S3 bucket. */
  fileStore: FileStoreConfig;
  /** How long a request's body may take to arrive (BODY_TIMEOUT_SECONDS), an upload's (UPLOAD_TIMEOUT_SECONDS). */
  timeouts: { bodyMs: number; uploadMs: number };
  /** AUDIT_KEY, the audit chain's key; absent means DATA_DIR/audit.key, made on first start. */
  auditKey: string | undefined;
  /** SMTP_URL and SMTP_FROM: where notification emails go out; absent, no email is sent (the bell still rings). */
  smtp: SmtpConfig | undefined;
}

/** The SMTP server notification emails are sent through (modules/notifications/mailer.ts). */
export interface SmtpConfig {
  /** smtp://user:pass@host:port or smtps://… */
  url: string;
  /** The From address: SMTP_FROM, or StoreOps <no-reply@{the server's host}>. */
  from: string;
}

/** A configuration the process cannot start with; the message says what to set. */
export class ConfigError extends Error {}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (["1", "true", "yes"].includes(value)) return true;
  if (["0", "false", "no"].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false (1/0), not "${env[name]}".`);
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new ConfigError(`${name} must be a whole number of seconds, not "${env[name]}".`);
  }
  return parsed;
}

/** FILE_STORE and, for s3, S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the AWS_* keys. */
export function loadFileStoreConfig(env: NodeJS.ProcessEnv): FileStoreConfig {
  const kind = env.FILE_STORE?.trim() || "directory";
  if (kind === "directory") return { kind };
  if (kind !== "s3") throw new ConfigError(`FILE_STORE must be "directory" or "s3", not "${kind}".`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket)
    throw new ConfigError("FILE_STORE=s3 needs S3_BUCKET, the name of the bucket to keep files in.");
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint)) {
    throw new ConfigError(`S3_ENDPOINT must be a URL such as http://minio:9000, not "${endpoint}".`);
  }
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError("Set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither.");
  }
  return {
    kind,
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || "us-east-1",
    // S3-compatible servers are usually reached by path (http://host/bucket/key), AWS by host name.
    forcePathStyle: flag(env, "S3_FORCE_PATH_STYLE", endpoint !== undefined),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

function loadTrustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const trust = parseTrustProxy(env.TRUST_PROXY);
  if (trust instanceof Error) throw new ConfigError(trust.message);
  return trust;
}

function loadTotpKeyText(env: NodeJS.ProcessEnv): Buffer | undefined {
  if (!env.TOTP_KEY?.trim()) return undefined;
  const key = parseTotpKey(env.TOTP_KEY);
  if (key instanceof Error) throw new ConfigError(key.message);
  return key;
}

/**
 * The repository's root: two folders up from this module, whether it runs from server/src (tsx)
 * or bundled into server/dist (npm start).
 */
export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");

function auditKey(env: NodeJS.ProcessEnv): string | undefined {
  const key = env.AUDIT_KEY?.trim();
  if (!key) return undefined;
  if (key.length < AUDIT_KEY_MIN_LENGTH)
    throw new ConfigError(
      `AUDIT_KEY must be at least ${AUDIT_KEY_MIN_LENGTH} characters (openssl rand -hex 32 makes one).`,
    );
  return key;
}

/** SMTP_URL (smtp:// or smtps://) and SMTP_FROM; no SMTP_URL means no email. */
function loadSmtp(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  const url = env.SMTP_URL?.trim();
  if (!url) return undefined;
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:") throw new Error(parsed.protocol);
    host = parsed.hostname;
  } catch {
    throw new ConfigError("SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587.");
  }
  return { url, from: env.SMTP_FROM?.trim() || `StoreOps <no-reply@${host}>` };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = REPO_ROOT;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, "data")),
    databaseUrl: env.DATABASE_URL || undefined,
    demoData: env.DEMO_DATA !== "0",
    logLevel: env.LOG_LEVEL ?? "info",
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, "web/dist")),
    trustProxy: loadTrustProxy(env),
    totpKey: loadTotpKeyText(env),
    backupDir: path.resolve(
      env.BACKUP_DIR ?? path.join(path.resolve(env.DATA_DIR ?? path.join(root, "data")), "backups"),
    ),
    autoBackup: env.AUTO_BACKUP !== "0",
    fileStore: loadFileStoreConfig(env),
    timeouts: {
      bodyMs: seconds(env, "BODY_TIMEOUT_SECONDS", 30) * 1000,
      uploadMs: seconds(env, "UPLOAD_TIMEOUT_SECONDS", 600) * 1000,
    },
    auditKey: auditKey(env),
    smtp: loadSmtp(env),
  };
}

/** loadConfig for the entry points: a bad configuration ends the process with its message, not a stack trace. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(2);
  }
}
