import { createHash } from "node:crypto";

/** mulberry32: a tiny, fast, seeded PRNG. The same seed always yields the same sequence. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by relative weight: `weighted([["a", 3], ["b", 1]])` gives "a" three times as often. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error("weighted pick from an empty list");
    return last[0];
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  /** Multiplies `value` by a noise factor in [1 - spread, 1 + spread], bell-shaped. */
  jitter(value: number, spread: number): number {
    const bell = (this.next() + this.next() + this.next()) / 1.5 - 1; // in [-1, 1]
    return value * (1 + bell * spread);
  }
}

function digest(key: string): Buffer {
  return createHash("sha256").update(`storeops-demo:${key}`).digest();
}

/** A PRNG seeded from a stable key, so each record's randomness does not depend on the others. */
export function rngFor(key: string): Rng {
  return new Rng(digest(key).readUInt32LE(0));
}

/** A UUID-shaped id (version 8, RFC 9562 variant) derived from a stable key. */
export function uuidFromKey(key: string): string {
  const hex = digest(key).toString("hex");
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join("-");
}

/** Integer cents from a dollar range with random cents, e.g. 45_017 for $450.17. */
export function centsBetween(rng: Rng, minDollars: number, maxDollars: number): number {
  return rng.int(minDollars * 100, maxDollars * 100);
}

/** Rounds cents to a multiple of `step` cents (e.g. 25 for quarter dollars). */
export function roundTo(cents: number, step: number): number {
  return Math.round(cents / step) * step;
}
