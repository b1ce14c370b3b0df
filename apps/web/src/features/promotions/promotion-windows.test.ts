import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { promotionWindowLines, type TPromotionWindows, windowInstantText } from "./promotion-windows.ts";

const english: Record<string, string> = JSON.parse(
  readFileSync(new URL("../../../../../packages/i18n/locales/EN.json", import.meta.url), "utf8"),
);

const NONE: TPromotionWindows = {
  signupOpensAt: null,
  signupClosesAt: null,
  eventStartsAt: null,
  eventEndsAt: null,
};

describe("promotionWindowLines", () => {
  it("shows nothing when the promotion sets no window", () => {
    expect(promotionWindowLines(NONE)).toEqual([]);
  });

  it("picks the key by the ends a window has", () => {
    expect(promotionWindowLines({ ...NONE, signupOpensAt: 1, signupClosesAt: 2 })).toEqual([
      { kind: "signup", key: "promotion_signup_window", from: 1, to: 2 },
    ]);
    expect(promotionWindowLines({ ...NONE, signupOpensAt: 1 })).toEqual([
      { kind: "signup", key: "promotion_signup_from", from: 1, to: null },
    ]);
    expect(promotionWindowLines({ ...NONE, signupClosesAt: 2 })).toEqual([
      { kind: "signup", key: "promotion_signup_until", from: null, to: 2 },
    ]);
    expect(promotionWindowLines({ ...NONE, eventStartsAt: 3 })).toEqual([
      { kind: "event", key: "promotion_event_from", from: 3, to: null },
    ]);
    expect(promotionWindowLines({ ...NONE, eventEndsAt: 4 })).toEqual([
      { kind: "event", key: "promotion_event_until", from: null, to: 4 },
    ]);
  });

  it("lists the sign-up window before the event, each with an English text", () => {
    const lines = promotionWindowLines({
      signupOpensAt: 1,
      signupClosesAt: 2,
      eventStartsAt: 3,
      eventEndsAt: 4,
    });
    expect(lines.map((line) => line.key)).toEqual(["promotion_signup_window", "promotion_event_window"]);
    for (const key of [
      "promotion_signup_window",
      "promotion_signup_from",
      "promotion_signup_until",
      "promotion_event_window",
      "promotion_event_from",
      "promotion_event_until",
    ]) {
      expect(english[key]).toBeTruthy();
    }
  });
});

describe("windowInstantText", () => {
  it("writes an instant to the minute in the site's time zone", () => {
    const at = Date.parse("2025-03-01T10:15:42.000Z");
    expect(windowInstantText(at, "UTC")).toBe("2025-03-01 10:15");
    expect(windowInstantText(at, "Asia/Shanghai")).toBe("2025-03-01 18:15");
    expect(windowInstantText(null, "UTC")).toBe("");
  });
});
