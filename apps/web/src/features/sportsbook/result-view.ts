import type { TBookEvent } from "@orchid/contract/sportsbook";

/** How a finished event's result shows on the results page. */
export type TResultView =
  | { kind: "score"; home: number; away: number }
  | { kind: "maps"; home: number; away: number; maps: ("home" | "away")[] }
  | { kind: "standings"; places: string[][] }
  | { kind: "void"; status: "cancelled" | "abandoned" }
  | { kind: "pending" };

const isWhole = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value);

/**
 * The result of an ended or cancelled event: a final score, an esports series' maps (who took
 * each), an outright's places (ties share one), a void event, or none known yet.
 */
export function resultView(event: Pick<TBookEvent, "state" | "result" | "score">): TResultView {
  const result = (event.result ?? null) as Record<string, unknown> | null;
  const status = result?.status;
  if (status === "cancelled" || status === "abandoned") return { kind: "void", status };
  if (event.state === "cancelled") return { kind: "void", status: "cancelled" };
  if (status === "final" && result) {
    if (Array.isArray(result.maps)) {
      const maps = result.maps.filter((side): side is "home" | "away" => side === "home" || side === "away");
      const home = maps.filter((side) => side === "home").length;
      return { kind: "maps", home, away: maps.length - home, maps };
    }
    if (Array.isArray(result.standings)) {
      const places = result.standings.map((place: unknown) =>
        (Array.isArray(place) ? place : [place]).filter((name): name is string => typeof name === "string"),
      );
      return { kind: "standings", places: places.filter((place) => place.length > 0) };
    }
    if (isWhole(result.home) && isWhole(result.away))
      return { kind: "score", home: result.home, away: result.away };
  }
  if (event.score && event.state === "ended") return { kind: "score", ...event.score };
  return { kind: "pending" };
}
