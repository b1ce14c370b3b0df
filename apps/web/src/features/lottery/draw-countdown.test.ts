import { describe, expect, it } from "vitest";
import { drawCountdown, splitDuration } from "./draw-countdown.ts";

const draw = { opensAt: "2025-01-01T00:00:00.000Z", closesAt: "2025-01-01T00:01:00.000Z" };
const at = (iso: string) => Date.parse(iso);

describe("draw countdown", () => {
  it("counts to the opening of a draw not open yet", () => {
    expect(drawCountdown(draw, at("2024-12-31T23:59:30.000Z"))).toMatchObject({
      phase: "opens",
      secondsLeft: 30,
    });
  });

  it("counts to the close of an open draw, rounding part of a second up", () => {
    expect(drawCountdown(draw, at("2025-01-01T00:00:15.400Z"))).toMatchObject({
      phase: "closes",
      secondsLeft: 45,
    });
  });

  it("reads a draw past its close as closed, whatever the last answer said", () => {
    expect(drawCountdown(draw, at("2025-01-01T00:01:00.000Z"))).toMatchObject({
      phase: "closed",
      secondsLeft: 0,
    });
  });

  it("writes minutes and seconds, hours when there are any, and whole days apart", () => {
    expect(splitDuration(0)).toEqual({ days: 0, clock: "00:00" });
    expect(splitDuration(65)).toEqual({ days: 0, clock: "01:05" });
    expect(splitDuration(3_725)).toEqual({ days: 0, clock: "01:02:05" });
    expect(splitDuration(2 * 86_400 + 61)).toEqual({ days: 2, clock: "00:01:01" });
  });
});
