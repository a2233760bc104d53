/**
 * The list matrix of issue #29: every list screen × {no filter, status, date range, status + date
 * range, amount range} × {no q, common term, rare term, two letters} × {admin, accounting, manager,
 * staff}, each as the screen asks it, plus count=exact where the screen asks an estimated count.
 * Each cell: single-request median and p99, bytes sent, throughput at 32 connections with the API
 * rate limit off and (on a second server on the same database) on.
 */
import type { Role } from "./calls.ts";
import { FILTERS, type FilterName, type Screen, screenPath, TERMS, type TermName } from "./matrix-screens.ts";
import { peakMemoryMb, rawGet, sampleCalls, signIn, throughput } from "./measure-kit.ts";

export const MATRIX_ROLES: readonly Role[] = ["admin", "accounting", "manager", "staff"];

export interface MatrixCell {
  screen: string;
  filter: FilterName;
  term: TermName;
  role: Role;
  /** count=exact where the screen asks count=estimated: what the API gives an integration. */
  exact: boolean;
  path: string;
}

export interface MatrixResult extends MatrixCell {
  p50Ms: number;
  p99Ms: number;
  samples: number;
  bytes: number;
  rpsOff: number;
  loadP99MsOff: number;
  non2xxOff: number;
  /** With the API rate limit on; null when not measured. */
  rpsOn: number | null;
  non2xxOn: number | null;
  peakMb: number;
}

/** A cell not measured, and why (a filter the screen lacks, a role that may not read the table). */
export interface MatrixSkip {
  screen: string;
  what: string;
  reason: string;
}

export interface MatrixOptions {
  samples: number;
  duration: number;
  connections: number;
  /** Stop sampling a cell after this long (at least 5 samples). */
  maxSampleMs: number;
}

/** The cells of the chosen screens, and the ones that make no sense on them. */
export function matrixCells(screens: readonly Screen[], roles: readonly Role[]) {
  const cells: Omit<MatrixCell, "role">[] = [];
  const skipped: MatrixSkip[] = [];
  for (const screen of screens) {
    for (const filter of FILTERS) {
      const conditions = filter === "none" ? [] : screen.filters[filter];
      if (typeof conditions === "string") {
        skipped.push({ screen: screen.name, what: filter, reason: conditions });
        continue;
      }
      for (const term of TERMS) {
        if (term !== "none" && typeof screen.terms === "string") continue;
        const base = { screen: screen.name, filter, term };
        cells.push({ ...base, exact: false, path: screenPath(screen, filter, term) });
        if (screen.estimateSearchCount && term !== "none")
          cells.push({ ...base, exact: true, path: screenPath(screen, filter, term, true) });
      }
    }
    if (typeof screen.terms === "string")
      skipped.push({ screen: screen.name, what: "q", reason: screen.terms });
  }
  return { cells: roles.flatMap((role) => cells.map((cell) => ({ ...cell, role }))), skipped };
}

/**
 * Fresh sessions for the rate-limited server: the limit is per session and per hour (the
 * settings' api_rate_limit, 1,000 by default), so each session serves at most 90 % of it and
 * the limiter counts, reads and flushes as it does in production without refusing.
 */
export class SessionPool {
  private readonly sessions = new Map<Role, { token: string; used: number }[]>();
  constructor(
    private readonly base: string,
    private readonly perSession: number,
  ) {}

  async reserve(role: Role, requests: number): Promise<void> {
    const list = this.sessions.get(role) ?? [];
    this.sessions.set(role, list);
    let room = list.reduce((sum, session) => sum + Math.max(0, this.perSession - session.used), 0);
    while (room < requests) {
      list.push({ token: await signIn(this.base, role), used: 0 });
      room += this.perSession;
    }
  }

  /** Forgets the role's sessions: the next reserve signs in afresh. */
  forget(role: Role): void {
    this.sessions.delete(role);
  }

  take(role: Role): () => string {
    return () => {
      const list = this.sessions.get(role) ?? [];
      const session = list.find((candidate) => candidate.used < this.perSession) ?? list.at(-1);
      if (!session) throw new Error(`no session for ${role}`);
      session.used += 1;
      return session.token;
    };
  }
}

export interface MatrixServers {
  off: { base: string; pid: number; tokens: Map<Role, string> };
  on?: { base: string; pool: SessionPool };
}

/**
 * After a throughput run on the rate-limited server. Both servers share one database, whose
 * security settings keep a user's three most recently used sessions (Maximum concurrent sessions):
 * the pool's sign-ins end the first server's session of the role. The role signs in there again,
 * and the pool, whose older sessions that sign-in ends in turn, starts afresh next time.
 */
export async function renewAfterOn(servers: MatrixServers, role: Role): Promise<void> {
  if (!servers.on) return;
  servers.on.pool.forget(role);
  servers.off.tokens.set(role, await signIn(servers.off.base, role));
}

export async function runMatrix(
  servers: MatrixServers,
  cells: readonly MatrixCell[],
  skipped: MatrixSkip[],
  options: MatrixOptions,
  /** Each measured cell as it comes (the caller saves as it goes: a long run stopped keeps them). */
  onResult: (result: MatrixResult) => void = () => undefined,
): Promise<MatrixResult[]> {
  const results: MatrixResult[] = [];
  const refused = new Map<string, boolean>();
  for (const cell of cells) {
    const headers = { authorization: `Bearer ${servers.off.tokens.get(cell.role)}` };
    const key = `${cell.screen}|${cell.role}`;
    if (!refused.has(key)) {
      const probe = await rawGet(servers.off.base + cell.path, headers);
      refused.set(key, probe.status === 403);
      if (probe.status === 403)
        skipped.push({
          screen: cell.screen,
          what: cell.role,
          reason: "the role may not read this list (403)",
        });
    }
    if (refused.get(key)) continue;
    const url = servers.off.base + cell.path;
    const single = await sampleCalls(url, headers, {
      samples: options.samples,
      warmup: 2,
      maxMs: options.maxSampleMs,
    });
    const off = await throughput(url, headers, options);
    let on: { rps: number; non2xx: number } | null = null;
    if (servers.on) {
      await servers.on.pool.reserve(cell.role, Math.ceil(off.total * 1.5) + 200);
      on = await throughput(
        servers.on.base + cell.path,
        {},
        { ...options, token: servers.on.pool.take(cell.role) },
      );
      await renewAfterOn(servers, cell.role);
    }
    const result: MatrixResult = {
      ...cell,
      p50Ms: single.p50Ms,
      p99Ms: single.p99Ms,
      samples: single.count,
      bytes: single.bytes,
      rpsOff: off.rps,
      loadP99MsOff: off.loadP99Ms,
      non2xxOff: off.non2xx,
      rpsOn: on?.rps ?? null,
      non2xxOn: on?.non2xx ?? null,
      peakMb: peakMemoryMb(servers.off.pid),
    };
    results.push(result);
    onResult(result);
  }
  return results;
}
