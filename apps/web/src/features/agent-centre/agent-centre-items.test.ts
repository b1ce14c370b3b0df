import { describe, expect, it } from "vitest";
import { partOfKey } from "../../i18n/catalogue-parts.ts";
import { AGENT_CENTRE_ITEMS, activeAgentItem, visibleAgentItems } from "./agent-centre-items.ts";

const pages = (items: { page: string }[]) => items.map((item) => item.page);
const ALL_OFF = { enableCt: false, salary: false, hourSalary: false, agentRealtimeSalary: false };

describe("the agent centre menu", () => {
  it("shows the eight team items, and no contract item while the settings switch none on", () => {
    const expected = [
      "announcement",
      "teamOverview",
      "registerCenter",
      "downlineManagement",
      "teamBets",
      "teamProfit",
      "myIncome",
      "teamTransactions",
    ];
    expect(pages(visibleAgentItems(undefined))).toEqual(expected);
    expect(pages(visibleAgentItems(ALL_OFF))).toEqual(expected);
  });

  it("shows each contract item only under its own flag", () => {
    expect(pages(visibleAgentItems({ ...ALL_OFF, enableCt: true })).slice(8)).toEqual(["dividend"]);
    expect(pages(visibleAgentItems({ ...ALL_OFF, salary: true })).slice(8)).toEqual(["dailyWage"]);
    expect(pages(visibleAgentItems({ ...ALL_OFF, hourSalary: true })).slice(8)).toEqual(["hourSalary"]);
    expect(pages(visibleAgentItems({ ...ALL_OFF, agentRealtimeSalary: true })).slice(8)).toEqual([
      "realtimeSalary",
    ]);
  });

  it("opens the team overview by default, and instead of a page the flags hide", () => {
    const items = visibleAgentItems(ALL_OFF);
    expect(activeAgentItem(items, "nothing").page).toBe("teamOverview");
    expect(activeAgentItem(items, "dividend").page).toBe("teamOverview");
    expect(activeAgentItem(items, "teamBets").page).toBe("teamBets");
  });

  it("keeps its labels in the agent part of the catalogue, off the home page's download", () => {
    for (const item of AGENT_CENTRE_ITEMS) expect(partOfKey(item.labelKey)).toBe("agent");
  });
});
