import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput } from "./content-time.ts";

describe("datetime-local conversion", () => {
  it("round-trips an instant through the input in the merchant's zone", () => {
    const iso = "2025-03-01T09:30:00.000Z";
    expect(fromLocalInput(toLocalInput(iso, "Asia/Yangon"), "Asia/Yangon")).toBe(iso);
  });

  it("reads the wall time in the merchant's zone, not the browser's (UTC in tests)", () => {
    expect(fromLocalInput("2025-12-31T23:45", "Asia/Yangon")).toBe("2025-12-31T17:15:00.000Z");
    expect(toLocalInput("2025-12-31T23:45:59.000Z", "Asia/Yangon")).toBe("2026-01-01T06:15");
    expect(fromLocalInput("2025-12-31T23:45", "UTC")).toBe("2025-12-31T23:45:00.000Z");
  });

  it("treats empty or unreadable values as no time", () => {
    expect(fromLocalInput("", "Asia/Yangon")).toBeNull();
    expect(fromLocalInput("not a time", "Asia/Yangon")).toBeNull();
    expect(toLocalInput(null, "Asia/Yangon")).toBe("");
    expect(toLocalInput("nonsense", "Asia/Yangon")).toBe("");
  });
});
