import type { TGameClassify } from "@orchid/contract/games";

/** The readable name of each classify tab, as `/rng?page=` carries it (spec §2 route table). */
const PAGE_NAMES: Record<TGameClassify, string> = { JP: "jackpot", TG: "table", AC: "arcade", BG: "bingo" };

/**
 * The classify tab a `page` query value opens: a tab's code (`JP`) or readable name (`jackpot`),
 * in any case. A value naming no tab this lobby offers (bingo without TY) opens the default, "".
 */
export function classifyOfPage(page: string | null, tabs: readonly TGameClassify[]): TGameClassify | "" {
  const asked = page?.trim().toLowerCase();
  if (!asked) return "";
  return tabs.find((tab) => tab.toLowerCase() === asked || PAGE_NAMES[tab] === asked) ?? "";
}

/** The `page` value that reopens a classify tab; null for the default tab (no parameter). */
export function pageOfClassify(classify: string): string | null {
  return Object.hasOwn(PAGE_NAMES, classify) ? PAGE_NAMES[classify as TGameClassify] : null;
}
