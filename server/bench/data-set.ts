/**
 * The generated business the benchmark scripts measure (`npm run bench`, bench:export,
 * bench:publish): where each engine and scale keeps it, and its generation when it is missing.
 * PostgreSQL: the database `storeops_bench_scale_<scale>` on the given server, created when it is
 * not there; SQLite: `bench/.data/sqlite-scale-<scale>` (or the folder given).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const serverDir = path.resolve(import.meta.dirname, "..");
/** bench/.data at the repository's root. */
const DEFAULT_DATA_DIR = path.resolve(serverDir, "../bench/.data");

export interface DataSetOptions {
  engine: string;
  scale: string;
  /** The PostgreSQL server, as a URL (its database part, if any, is replaced). */
  postgres: string;
  /** The folder of the data sets (default bench/.data). */
  dataDir?: string;
  /** SQLite: this folder instead of the scale's. */
  sqliteDir?: string;
  /** PostgreSQL: this database instead of the scale's. */
  postgresDb?: string;
}

/** The environment (DATABASE_URL, DATA_DIR) of the server and the generator for that data set. */
export function dataSetEnv(options: DataSetOptions): NodeJS.ProcessEnv {
  const tag = `scale-${options.scale.replace(".", "_")}`;
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  if (options.engine === "postgres") {
    const name = options.postgresDb ?? `storeops_bench_${tag.replace("-", "_")}`;
    // Fails quietly when it exists already.
    spawnSync("psql", [options.postgres, "-qc", `create database ${name}`], { stdio: "ignore" });
    const url = new URL(options.postgres);
    url.pathname = `/${name}`;
    return { DATABASE_URL: url.toString(), DATA_DIR: path.join(dataDir, tag) };
  }
  return { DATABASE_URL: "", DATA_DIR: options.sqliteDir ?? path.join(dataDir, `sqlite-${tag}`) };
}

/**
 * Generates the business of 50 stores and three years into that data set unless it holds it
 * already (bench/data/generate.ts), its last day `end` when given.
 */
export function generateDataSet(env: NodeJS.ProcessEnv, scale: string, end?: string) {
  const args = ["--stores", "50", "--years", "3", "--scale", scale, ...(end ? ["--end", end] : [])];
  const run = spawnSync(process.execPath, ["--import", "tsx", "bench/data/generate.ts", ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: "inherit",
  });
  if (run.status !== 0) throw new Error("bench:data failed");
}
