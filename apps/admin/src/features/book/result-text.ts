type TTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A recorded result in words for the audit: a match's score ("2 – 1"), a series' maps with the
 * maps won ("home, away, home (2 – 1)" with the teams' names), an outright's standings, or the
 * call-off. A shape the console does not know is shown as recorded.
 */
export function resultText(
  result: unknown,
  sides: { home: string; away: string | null },
  t: TTranslate,
): string {
  if (typeof result !== "object" || result === null) return "—";
  const value = result as Record<string, unknown>;
  if (value.status === "cancelled") return t("bo_book_result_cancelled");
  if (value.status === "abandoned") return t("bo_book_result_abandoned");
  if (value.status === "final") {
    if (typeof value.home === "number" && typeof value.away === "number")
      return `${value.home} – ${value.away}`;
    if (Array.isArray(value.maps)) {
      const names = value.maps.map((side) =>
        side === "home" ? sides.home : side === "away" ? (sides.away ?? String(side)) : String(side),
      );
      const home = value.maps.filter((side) => side === "home").length;
      return t("bo_book_result_maps", {
        maps: names.join(", "),
        home,
        away: value.maps.length - home,
      });
    }
    if (Array.isArray(value.standings))
      return value.standings
        .map((group, index) => `${index + 1}. ${Array.isArray(group) ? group.join(" = ") : String(group)}`)
        .join("; ");
  }
  return JSON.stringify(result);
}
