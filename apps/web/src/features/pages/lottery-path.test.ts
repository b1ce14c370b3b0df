import { describe, expect, it } from "vitest";
import { lotteryPath } from "./lottery-path.ts";

describe("lottery route", () => {
  it("keeps only the query fields that have a value", () => {
    expect(lotteryPath({})).toBe("/lottery");
    expect(lotteryPath({ gameCode: "VN1", vendor: "", playType: null })).toBe("/lottery?gameCode=VN1");
    expect(lotteryPath({ gameCode: "A", vendor: "TCG_SEA", playType: "2D" })).toBe(
      "/lottery?gameCode=A&vendor=TCG_SEA&playType=2D",
    );
  });
});
