/** Picks with `added` appended, each pick once, in the order first added. */
export function withPicks(picks: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...picks, ...added])];
}
