import { describe, expect, it } from "vitest";
import { agentPeriodQuery } from "./agent-period.ts";

describe("agentPeriodQuery", () => {
  it("asks for a preset alone, whatever days were typed before", () => {
    expect(agentPeriodQuery({ preset: "lastWeek", from: "2026-01-01", to: "" })).toEqual({
      preset: "lastWeek",
    });
  });

  it("asks for a custom period only with both days in order", () => {
    expect(agentPeriodQuery({ preset: "custom", from: "2026-03-01", to: "2026-03-15" })).toEqual({
      preset: "custom",
      from: "2026-03-01",
      to: "2026-03-15",
    });
    expect(agentPeriodQuery({ preset: "custom", from: "2026-03-15", to: "2026-03-01" })).toBeNull();
    expect(agentPeriodQuery({ preset: "custom", from: "2026-03-01", to: "" })).toBeNull();
  });
});
