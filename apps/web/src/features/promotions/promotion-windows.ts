import type { TNotice } from "@orchid/contract/content";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";

/** What the window lines read of a promotion (epoch milliseconds, null when not set). */
export type TPromotionWindows = Pick<
  TNotice,
  "signupOpensAt" | "signupClosesAt" | "eventStartsAt" | "eventEndsAt"
>;

/** One line to show: its catalogue key and the instants of its `{from}` and `{to}`. */
export type TWindowLine = {
  kind: "signup" | "event";
  key: string;
  from: number | null;
  to: number | null;
};

/** The key of a window with both ends, only a start, or only an end; null when neither is set. */
function lineOf(kind: TWindowLine["kind"], from: number | null, to: number | null): TWindowLine | null {
  const prefix = `promotion_${kind}`;
  if (from !== null && to !== null) return { kind, key: `${prefix}_window`, from, to };
  if (from !== null) return { kind, key: `${prefix}_from`, from, to };
  if (to !== null) return { kind, key: `${prefix}_until`, from, to };
  return null;
}

/** The sign-up window's line, then the event's, each only when the promotion sets it. */
export function promotionWindowLines(promotion: TPromotionWindows): TWindowLine[] {
  return [
    lineOf("signup", promotion.signupOpensAt, promotion.signupClosesAt),
    lineOf("event", promotion.eventStartsAt, promotion.eventEndsAt),
  ].filter((line): line is TWindowLine => line !== null);
}

/** An instant of a window in the site's time zone, to the minute: `yyyy-MM-dd HH:mm`. */
export function windowInstantText(ms: number | null, timeZone: string): string {
  return ms === null ? "" : formatZonedDateTime(new Date(ms), timeZone).slice(0, 16);
}
