import { describe, expect, it } from "vitest";
import { fairDraw } from "./lottery-test-draws.ts";
import { isVerifiable, verifyPath } from "./verify-path.ts";

describe("verify links", () => {
  it("links a draw to its verify page by game and issue", () => {
    expect(verifyPath({ gameCode: "k3_1m", issue: "20250101-0007" })).toBe(
      "/lottery/verify?gameCode=k3_1m&issue=20250101-0007",
    );
  });

  it("offers the check only for drawn in-house draws", () => {
    const draw = fairDraw("k3", "k3_1m", "20250101-0007");
    expect(isVerifiable(draw)).toBe(true);
    expect(isVerifiable({ ...draw, state: "drawn" })).toBe(true);
    expect(isVerifiable({ ...draw, state: "open" })).toBe(false);
    expect(isVerifiable({ ...draw, state: "cancelled" })).toBe(false);
    expect(isVerifiable({ ...draw, source: "entered" })).toBe(false);
  });
});
