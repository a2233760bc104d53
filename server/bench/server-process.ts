import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const serverDir = path.resolve(import.meta.dirname, "..");

/**
 * Node's flags as `npm start` gives them to dist/main.js (its heap limit): the benchmark measures
 * the server as it runs in production, and package.json stays the one place they are set.
 */
export function startFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const flags = /\bnode((?: --\S+)*) dist\/main\.js/.exec(pkg.scripts.start ?? "")?.[1] ?? "";
  return flags.split(" ").filter(Boolean);
}

let built = false;

/** What npm start runs: the bundled server (scripts/build.mjs), built from the sources once per run. */
function buildOnce() {
  if (built) return;
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: serverDir, stdio: "inherit" });
  if (build.status !== 0) throw new Error("building the server failed");
  built = true;
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
}

/**
 * Starts the real server (bundled from src/main.ts, as npm start runs it) as its own process and waits until `/api/ready` says the
 * database is prepared — up to 15 minutes: the first start on a large database back-fills derived tables.
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  options: { port?: number; stdio?: "inherit" | "ignore" } = {},
): Promise<ServerProcess> {
  const port = options.port ?? 4600 + Math.floor(Math.random() * 300);
  buildOnce();
  const child = spawn(process.execPath, [...startFlags(), "dist/main.js"], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      WEB_DIST: "/nonexistent",
      DEMO_DATA: "1",
      // Thousands of calls through one token: the per-hour API limit would answer 429.
      API_RATE_LIMIT: "off",
      // A backup of the large database at start-up would run under the measurements.
      AUTO_BACKUP: "0",
      ...env,
    },
    stdio: ["ignore", options.stdio ?? "inherit", options.stdio ?? "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 4500; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, base, port };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error("the server did not start");
}

/** Resolves when the process has exited. */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}
