import { drawWords, seedMatchesCommitment } from "./fair-draw.ts";
import { findLotteryFamily } from "./lottery-families.ts";

export type TDrawToVerify = {
  family: string;
  /** `<game code>:<issue>`, as the draw shows it. */
  drawKey: string;
  seed: string;
  /** The commitment published before the draw opened. */
  commitment: string;
  /** The result announced; omitted to only recompute it. */
  announced?: unknown;
};

export type TDrawVerdict = {
  commitmentMatches: boolean;
  /** What the seed and the draw key give, by the family's rules. */
  recomputed: unknown;
  /** Null when no result was given to compare. */
  resultMatches: boolean | null;
};

/**
 * Everything anyone needs to trust an in-house draw: the revealed seed is the committed one, and
 * the result follows from it and the draw key alone (docs/decisions/0020).
 */
export function verifyDraw(draw: TDrawToVerify): TDrawVerdict {
  const rules = findLotteryFamily(draw.family);
  if (!rules) throw new RangeError(`unknown lottery family ${draw.family}`);
  const seed = draw.seed.toLowerCase();
  const commitmentMatches = seedMatchesCommitment(seed, draw.commitment);
  const recomputed = /^[0-9a-f]{64}$/.test(seed) ? rules.draw(drawWords(seed, draw.drawKey)) : null;
  const resultMatches =
    draw.announced === undefined ? null : canonicalJson(recomputed) === canonicalJson(draw.announced);
  return { commitmentMatches, recomputed, resultMatches };
}

/** JSON with every object's keys in order: a stored result may come back with its keys reordered. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
