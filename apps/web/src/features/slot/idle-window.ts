import type { TSlotSymbol } from "@orchid/contract/slots";

export const REELS = 5;
export const ROWS = 3;

/** The window shown before the first spin: the regular symbols laid out evenly, no reel repeating one. */
export function idleWindow(symbols: TSlotSymbol[]): string[][] {
  const regular = symbols.filter((symbol) => symbol.kind === "regular").map((symbol) => symbol.id);
  const ids = regular.length >= ROWS ? regular : symbols.map((symbol) => symbol.id);
  if (ids.length === 0) return [];
  const step = Math.max(1, Math.floor(ids.length / ROWS));
  return Array.from({ length: REELS }, (_, reel) =>
    Array.from({ length: ROWS }, (_, row) => ids[(reel * 2 + row * step) % ids.length] ?? ""),
  );
}

/** Symbols streaming past on a spinning reel (each reel its own order). */
export function reelFiller(symbols: TSlotSymbol[], reel: number, length = 8): string[] {
  const ids = symbols.map((symbol) => symbol.id);
  if (ids.length === 0) return [];
  return Array.from({ length }, (_, index) => ids[(index * 5 + reel * 3) % ids.length] ?? "");
}
