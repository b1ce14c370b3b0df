import { describe, expect, it } from "vitest";
import { withPicks } from "./with-picks.ts";

describe("adding picks", () => {
  it("appends new picks once each, keeping the order they were first added", () => {
    expect(withPicks(["1234"], ["5678", "1234", "5678", "0000"])).toEqual(["1234", "5678", "0000"]);
    expect(withPicks([], [])).toEqual([]);
  });
});
