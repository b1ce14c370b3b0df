import type { TBookEvent } from "@orchid/contract/sportsbook";
import type { TTranslate } from "../lottery/translate.ts";

/** The match clock: the minute for football and basketball, the map being played for esports. */
export function clockText(event: Pick<TBookEvent, "sport" | "clock">, t: TTranslate): string {
  if (event.clock === null) return "";
  return event.sport === "esports"
    ? t("sb_clock_map", { map: event.clock })
    : t("sb_clock_minute", { minute: event.clock });
}
