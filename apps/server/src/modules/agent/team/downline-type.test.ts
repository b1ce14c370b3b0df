import { describe, expect, it } from "vitest";
import { downlineType } from "./downline-type.ts";

describe("the type of a downline an agent opens", () => {
  it("is a plain member for every agent type", () => {
    for (const type of [1, 2, 41, 42]) expect(downlineType(type, "member")).toBe(0);
    expect(downlineType(1, undefined)).toBe(0);
  });

  it("is the agent's own type for types 1 and 41, and refused for 2 and 42", () => {
    expect(downlineType(1, "agent")).toBe(1);
    expect(downlineType(41, "agent")).toBe(41);
    expect(downlineType(2, "agent")).toBeNull();
    expect(downlineType(42, "agent")).toBeNull();
  });
});
