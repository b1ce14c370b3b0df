import type { TGameClassify, TGameType } from "@orchid/contract/games";
import { pickWeighted, seededRandom } from "../seeded-random.ts";
import { DEMO_SLOT_VENDORS } from "./demo-vendors.ts";
import { composeName, NAME_COUNT, NOUNS } from "./name-words.ts";

/** One catalogue row before insertion; a sub-game names its group by code (ids come from the database). */
export type TDemoGame = {
  vendorCode: string;
  code: string;
  gameType: TGameType;
  names: Record<string, string>;
  searchText: string;
  classify: TGameClassify[];
  minBet: number;
  lineCount: number;
  isHot: boolean;
  hotOrder: number | null;
  isGroup: boolean;
  parentCode: string | null;
  mathsModel: string | null;
  theme: string | null;
  sortOrder: number;
};

/** RNG rows in all (group games and their sub-games included). */
export const DEMO_RNG_GAME_COUNT = 10_000;
const SEED = 20_261_122;
/** Coprime with NAME_COUNT, so stepping by it visits every name once; each step moves every part (+3, +5, +7). */
const NAME_STRIDE = 3_809;
/** Every 833rd row (offset so the first is not the catalogue's first game) opens a group. */
const GROUP_EVERY = 833;
const GROUP_OFFSET = 416;
const MATHS_MODELS = ["steady", "balanced", "wild-ride"] as const;
/** Minimum bets in minor units (0.01 to 10.00 major), cheap ones most common. */
const MIN_BETS = [
  [1, 10],
  [5, 15],
  [10, 25],
  [20, 15],
  [50, 12],
  [75, 5],
  [100, 10],
  [200, 4],
  [500, 3],
  [1_000, 1],
] as const;
const LINE_COUNTS = [
  [9, 8],
  [10, 12],
  [20, 20],
  [25, 18],
  [30, 10],
  [40, 8],
  [50, 10],
  [243, 8],
  [1_024, 4],
] as const;

/** Every language's name, lower-cased and joined: what the trigram index searches. */
export function searchTextOf(names: Record<string, string>): string {
  return [...new Set(Object.values(names))].join("\n").toLowerCase();
}

function classifyOf(random: () => number): TGameClassify[] {
  const roll = random();
  if (roll < 0.08) return random() < 0.2 ? ["JP", "AC"] : ["JP"];
  if (roll < 0.13) return ["TG"];
  if (roll < 0.23) return ["AC"];
  if (roll < 0.26) return ["BG"];
  return [];
}

/**
 * The demo catalogue, the same on every run: about 10,000 RNG slots over thirty studios (a few of
 * them group games with 3–8 sub-games), plus a handful of live tables, fishing and card games.
 */
export function buildDemoCatalogue(): TDemoGame[] {
  const random = seededRandom(SEED);
  const games: TDemoGame[] = [];
  const nextSeq = new Map<string, number>();
  const codeFor = (vendor: string) => {
    const seq = (nextSeq.get(vendor) ?? 0) + 1;
    nextSeq.set(vendor, seq);
    return `${vendor}-${String(seq).padStart(4, "0")}`;
  };
  const vendorWeights = DEMO_SLOT_VENDORS.map((v, i) => [v.code, 30 - i * 0.6] as const);
  let hotOrder = 0;
  let n = 0;
  while (n < DEMO_RNG_GAME_COUNT) {
    const vendorCode = pickWeighted(random, vendorWeights);
    const group = slotGame(n, vendorCode, codeFor(vendorCode), random, true);
    if (group.isHot) group.hotOrder = ++hotOrder;
    group.isGroup = n % GROUP_EVERY === GROUP_OFFSET;
    games.push(group);
    n += 1;
    if (!group.isGroup) continue;
    // A group's sub-games follow it: same studio, never hot, listed only in its pop-up.
    const size = 3 + Math.floor(random() * 6);
    for (let sub = 1; sub <= size && n < DEMO_RNG_GAME_COUNT; sub += 1, n += 1) {
      const game = slotGame(n, vendorCode, codeFor(vendorCode), random, false);
      games.push({ ...game, parentCode: group.code, sortOrder: sub });
    }
  }
  return games;
}

function slotGame(
  n: number,
  vendorCode: string,
  code: string,
  random: () => number,
  canBeHot: boolean,
): TDemoGame {
  const nameIndex = (n * NAME_STRIDE) % NAME_COUNT;
  const names = composeName(nameIndex);
  const isHot = canBeHot && random() < 0.03;
  return {
    vendorCode,
    code,
    gameType: "RNG",
    names,
    searchText: searchTextOf(names),
    classify: classifyOf(random),
    minBet: pickWeighted(random, MIN_BETS),
    lineCount: pickWeighted(random, LINE_COUNTS),
    isHot,
    hotOrder: null,
    isGroup: false,
    parentCode: null,
    mathsModel: MATHS_MODELS[n % MATHS_MODELS.length] ?? null,
    theme: NOUNS[Math.floor(nameIndex / 22) % NOUNS.length]?.[0].toLowerCase() ?? null,
    sortOrder: n + 1,
  };
}
