import { describe, expect, it } from "vitest";
import { periodQuery } from "./period-query.ts";

describe("periodQuery", () => {
  it("asks for a preset alone, ignoring stale custom days", () => {
    expect(periodQuery({ preset: "last30", from: "2024-01-01", to: "2024-01-05" })).toEqual({
      preset: "last30",
    });
  });

  it("asks for a custom period only when both days are set and in order", () => {
    expect(periodQuery({ preset: "custom", from: "2024-01-01", to: "2024-01-05" })).toEqual({
      preset: "custom",
      from: "2024-01-01",
      to: "2024-01-05",
    });
    expect(periodQuery({ preset: "custom", from: "2024-01-01", to: "2024-01-01" })).not.toBeNull();
    expect(periodQuery({ preset: "custom", from: "", to: "2024-01-05" })).toBeNull();
    expect(periodQuery({ preset: "custom", from: "2024-02-01", to: "2024-01-05" })).toBeNull();
  });
});
