/** Which of the business's vendors a receipt is from, matched loosely against its top lines. */
import type { Proposed, ReadLine } from "./rules.ts";

export interface VendorProposal extends Proposed<string> {
  /** The matched vendor's id; null when the name is the page's own heading, matching no vendor. */
  vendorId: string | null;
}

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\b(inc|llc|ltd|co|corp|company|the)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** 0–1: how alike a vendor's name is to a line, best over the line's word windows of the name's length. */
export function nameSimilarity(name: string, line: string): number {
  const target = normal(name);
  const words = normal(line).split(" ").filter(Boolean);
  if (!target || words.length === 0) return 0;
  const size = target.split(" ").length;
  let best = 0;
  for (let start = 0; start < words.length; start++) {
    for (const length of [size - 1, size, size + 1]) {
      if (length < 1 || start + length > words.length) continue;
      const window = words.slice(start, start + length).join(" ");
      const distance = editDistance(target, window);
      best = Math.max(best, 1 - distance / Math.max(target.length, window.length));
    }
  }
  return best;
}

/** How alike a name must be to count as that vendor. */
const MATCH_AT = 0.8;
/** Lines from the top where a receipt prints who it is from. */
const HEADING_LINES = 8;

/**
 * The vendor: the business's vendor most alike to one of the page's top lines (lower lines count
 * less); with none alike enough, the first heading line with letters, unsure and unmatched.
 */
export function proposeVendor(
  lines: readonly ReadLine[],
  vendors: readonly { id: string; name: string }[],
): VendorProposal | null {
  let best: VendorProposal | null = null;
  lines.forEach((line, index) => {
    const weight = index < HEADING_LINES ? 1 : 0.9;
    for (const vendor of vendors) {
      const score = nameSimilarity(vendor.name, line.text) * weight;
      if (score >= MATCH_AT && score > (best?.confidence ?? 0)) {
        const read = Math.min(1, line.confidence / 100);
        best = {
          value: vendor.name,
          vendorId: vendor.id,
          confidence: Math.round(score * (0.5 + read / 2) * 100) / 100,
        };
      }
    }
  });
  if (best) return best;
  const heading = lines
    .slice(0, HEADING_LINES)
    .find(
      (line) => /[A-Za-z]{3,}/.test(line.text) && !/\b(receipt|invoice|welcome|tax|date)\b/i.test(line.text),
    );
  if (!heading) return null;
  const value = heading.text.replace(/\s+/g, " ").trim().slice(0, 100);
  return { value, vendorId: null, confidence: Math.round(Math.min(1, heading.confidence / 100) * 40) / 100 };
}
