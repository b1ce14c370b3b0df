import type { TBoNotice } from "@orchid/contract/backoffice-content";
import { describe, expect, it } from "vitest";
import { timeWindowKey } from "./content-labels.ts";
import { hasPromotionTimes, noticeDraftOf, noticeRequestOf } from "./notice-draft.ts";

const zone = "Asia/Yangon"; // +06:30

const promotion: TBoNotice = {
  id: 7,
  type: "PR",
  title: { EN: "Weekend race" },
  content: { EN: "<p>Race</p>" },
  sort: 3,
  marquee: false,
  publishedAt: "2026-03-01T00:00:00.000Z",
  expiresAt: null,
  signupOpensAt: "2026-03-02T02:30:00.000Z",
  signupClosesAt: null,
  eventStartsAt: "2026-03-06T17:30:00.000Z",
  eventEndsAt: "2026-03-08T17:30:00.000Z",
  state: "live",
};

describe("noticeDraftOf", () => {
  it("reads a promotion's sign-up window and event as wall time in the merchant's zone", () => {
    const draft = noticeDraftOf(promotion, "B", zone);
    expect(draft).toMatchObject({
      type: "PR",
      publishedAt: "2026-03-01T06:30",
      expiresAt: "",
      signupOpensAt: "2026-03-02T09:00",
      signupClosesAt: "",
      eventStartsAt: "2026-03-07T00:00",
      eventEndsAt: "2026-03-09T00:00",
    });
  });

  it("starts a new notice with no times", () => {
    const draft = noticeDraftOf(null, "PR", zone);
    expect(draft).toMatchObject({ type: "PR", marquee: false, sort: "0" });
    expect([draft.signupOpensAt, draft.signupClosesAt, draft.eventStartsAt, draft.eventEndsAt]).toEqual([
      "",
      "",
      "",
      "",
    ]);
  });
});

describe("noticeRequestOf", () => {
  it("sends a promotion's times back unchanged, and an emptied one as null", () => {
    const draft = { ...noticeDraftOf(promotion, "PR", zone), eventEndsAt: "" };
    expect(noticeRequestOf(draft, 7, zone)).toEqual({
      id: 7,
      type: "PR",
      title: { EN: "Weekend race" },
      content: { EN: "<p>Race</p>" },
      sort: 3,
      marquee: false,
      publishedAt: "2026-03-01T00:00:00.000Z",
      expiresAt: null,
      signupOpensAt: "2026-03-02T02:30:00.000Z",
      signupClosesAt: null,
      eventStartsAt: "2026-03-06T17:30:00.000Z",
      eventEndsAt: null,
    });
  });

  it("sends no promotion times for another type, even those typed before the type changed", () => {
    const draft = { ...noticeDraftOf(promotion, "PR", zone), type: "B" as const, marquee: true };
    expect(noticeRequestOf(draft, 7, zone)).toMatchObject({
      type: "B",
      marquee: true,
      signupOpensAt: null,
      signupClosesAt: null,
      eventStartsAt: null,
      eventEndsAt: null,
    });
  });

  it("publishes now without a publication time and keeps the marquee to the types that have one", () => {
    const draft = { ...noticeDraftOf(null, "PR", zone), title: { EN: "Hi", CN: " " }, marquee: true };
    const request = noticeRequestOf(draft, undefined, zone);
    expect(request).toMatchObject({ title: { EN: "Hi" }, marquee: false, publishedAt: undefined });
    expect(request.id).toBeUndefined();
  });
});

describe("hasPromotionTimes", () => {
  it("is only for promotions", () => {
    expect(hasPromotionTimes("PR")).toBe(true);
    for (const type of ["B", "PL", "PU", "H", "AG"] as const) expect(hasPromotionTimes(type)).toBe(false);
  });
});

describe("timeWindowKey", () => {
  it("reads a window by the ends it has", () => {
    expect(timeWindowKey("2026-03-01T00:00:00.000Z", "2026-03-02T00:00:00.000Z")).toBe(
      "bo_notice_window_between",
    );
    expect(timeWindowKey("2026-03-01T00:00:00.000Z", null)).toBe("bo_notice_window_from");
    expect(timeWindowKey(null, "2026-03-02T00:00:00.000Z")).toBe("bo_notice_window_until");
    expect(timeWindowKey(null, null)).toBeNull();
  });
});
