import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput } from "./content-time.ts";

describe("datetime-local conversion", () => {
  it("round-trips an instant through the local input", () => {
    const iso = "2025-03-01T09:30:00.000Z";
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });

  it("reads the local wall time in the browser's zone (UTC in tests)", () => {
    expect(fromLocalInput("2025-12-31T23:45")).toBe("2025-12-31T23:45:00.000Z");
    expect(toLocalInput("2025-12-31T23:45:59.000Z")).toBe("2025-12-31T23:45");
  });

  it("treats empty or unreadable values as no time", () => {
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("not a time")).toBeNull();
    expect(toLocalInput(null)).toBe("");
    expect(toLocalInput("nonsense")).toBe("");
  });
});
