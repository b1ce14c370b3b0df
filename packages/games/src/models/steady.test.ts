import { describe, expect, it } from "vitest";
import { computeParSheet } from "../par-sheet.ts";
import { describeModelMaths } from "../testing/describe-model-maths.ts";
import { STEADY } from "./steady.ts";

describeModelMaths(
  STEADY,
  {
    rtp: 0.960408,
    hitFrequency: 0.56868,
    volatility: 3.0094,
    maxWin: 2312.5,
    freeSpinTriggerFrequency: 0.008595,
  },
  1,
);

describe("Steady on fewer lines", () => {
  // Stops are uniform, so every line sees the same symbol odds: the RTP cannot depend on how
  // many lines are played, while the hit frequency and the volatility do.
  it("returns exactly the same RTP on one line as on twenty", { timeout: 30_000 }, () => {
    const oneLine = computeParSheet(STEADY, 1);
    const allLines = computeParSheet(STEADY, 20);
    expect(oneLine.exact.rtp).toEqual(allLines.exact.rtp);
    expect(oneLine.hitFrequency).toBeLessThan(allLines.hitFrequency);
    expect(oneLine.volatility).toBeGreaterThan(allLines.volatility);
  });
});
