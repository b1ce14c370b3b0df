/**
 * The result a feed (or an operator) records for an event, checked against the event's kind
 * before it is stored, so settlement is never handed a result it cannot read: a match's final
 * score, a series' maps in order, an outright's standings among its competitors, or a call-off.
 */

const SIDES = new Set(["home", "away"]);

const isWhole = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) < 1000;

/** The problem with `result` for an event of `kind`, or null when settlement can read it. */
export function resultProblem(
  kind: string,
  result: Record<string, unknown>,
  competitors: readonly string[],
): string | null {
  const status = result.status;
  if (status === "cancelled" || status === "abandoned") return null;
  if (status !== "final") return "status";
  if (kind === "match") return isWhole(result.home) && isWhole(result.away) ? null : "score";
  if (kind === "series") {
    const maps = result.maps;
    if (!Array.isArray(maps) || maps.length === 0 || maps.length > 9) return "maps";
    return maps.every((side) => typeof side === "string" && SIDES.has(side)) ? null : "maps";
  }
  if (kind === "outright") return standingsProblem(result, competitors);
  return "kind";
}

function standingsProblem(result: Record<string, unknown>, competitors: readonly string[]): string | null {
  const field = new Set(competitors);
  const standings = result.standings;
  const withdrawn = result.withdrawn ?? [];
  if (!Array.isArray(standings) || standings.length === 0 || !Array.isArray(withdrawn)) return "standings";
  const seen = new Set<string>();
  for (const name of [...standings.flat(), ...withdrawn]) {
    if (typeof name !== "string" || !field.has(name) || seen.has(name)) return "standings";
    seen.add(name);
  }
  return standings.every((group) => Array.isArray(group) && group.length > 0) ? null : "standings";
}
