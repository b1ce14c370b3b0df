import { describe, expect, it } from "vitest";
import { fillBounds } from "./fill-bounds.ts";

describe("fillBounds", () => {
  it("fills a range from the rule's bounds", () => {
    expect(fillBounds("Digits only, (min)-(max) digits", 7, 15)).toBe("Digits only, 7-15 digits");
  });

  it("shows one value when both bounds are equal", () => {
    expect(fillBounds("Digits only, (min)-(max) digits", 6, 6)).toBe("Digits only, 6 digits");
    expect(fillBounds("Length must be between (min) and (max) characters", 4, 4)).toBe(
      "Length must be 4 characters",
    );
  });

  it("leaves a message without placeholders alone", () => {
    expect(fillBounds("Please enter a valid email address", 6, 64)).toBe(
      "Please enter a valid email address",
    );
  });
});
