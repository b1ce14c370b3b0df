import { describe, expect, it } from "vitest";
import { currentDraw } from "./current-draw.ts";
import { drawOfIssue } from "./draw-of-issue.ts";
import type { TEverySchedule, TWeeklySchedule } from "./draw-schedule.ts";

const vn45: TEverySchedule = { kind: "every", seconds: 45, closeBeforeSeconds: 5, zone: "Asia/Ho_Chi_Minh" };
const my4d: TWeeklySchedule = {
  kind: "weekly",
  zone: "Asia/Kuala_Lumpur",
  days: [0, 3, 6],
  time: "19:00",
  closeBeforeSeconds: 1_800,
};

describe("currentDraw", () => {
  const second = drawOfIssue(vn45, "20261127-0002");
  const third = drawOfIssue(vn45, "20261127-0003");

  it("is the open draw while betting is open, up to its close", () => {
    if (!second) throw new Error("no draw");
    expect(currentDraw(vn45, second.opensAt)).toEqual(second);
    expect(currentDraw(vn45, second.closesAt - 1)).toEqual(second);
  });

  it("is the next draw, not yet open, between a draw's close and its draw", () => {
    if (!second) throw new Error("no draw");
    expect(currentDraw(vn45, second.closesAt)).toEqual(third);
    expect(currentDraw(vn45, second.drawAt - 1).opensAt).toBe(second.drawAt);
    expect(currentDraw(vn45, second.drawAt)).toEqual(third);
  });

  it("crosses local midnight into the next day's first draw", () => {
    const midnight = Date.UTC(2026, 10, 27, 17);
    expect(currentDraw(vn45, midnight - 5_000).issue).toBe("20261128-0001");
    expect(currentDraw(vn45, midnight - 5_001).issue).toBe("20261127-1920");
  });

  it("keeps a weekly draw open from the previous draw until its close", () => {
    expect(currentDraw(my4d, Date.UTC(2026, 10, 24, 4)).issue).toBe("20261125");
    expect(currentDraw(my4d, Date.UTC(2026, 10, 25, 10, 29, 59)).issue).toBe("20261125");
    const afterClose = currentDraw(my4d, Date.UTC(2026, 10, 25, 10, 30));
    expect(afterClose).toEqual(drawOfIssue(my4d, "20261128"));
    expect(afterClose.opensAt).toBe(Date.UTC(2026, 10, 25, 11));
  });

  it("throws on an instant it does not handle", () => {
    expect(() => currentDraw(vn45, Number.NaN)).toThrow(RangeError);
    expect(() => currentDraw(vn45, -1)).toThrow(RangeError);
  });
});
