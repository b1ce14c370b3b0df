import type { TConsolidated } from "@orchid/contract/agent";

/** A consolidated-settings flag that shows an item (spec §3 derived flags). */
export type TAgentFlag = "enableCt" | "salary" | "hourSalary" | "agentRealtimeSalary";

export type TAgentItem = {
  /** Menu label, a catalogue key. */
  labelKey: string;
  /** The page name the panel opens. */
  page: string;
  /** The call the page reads its data from (the item's data path). */
  path: string;
  /** Shown only while this flag of the consolidated settings is on. */
  flag?: TAgentFlag;
};

/** The agent centre's items (spec §2 "Agent centre (panel)"), in menu order. */
export const AGENT_CENTRE_ITEMS: readonly TAgentItem[] = [
  { labelKey: "agc_menu_announcement", page: "announcement", path: "agentNotices" },
  { labelKey: "agc_menu_overview", page: "teamOverview", path: "teamOverview" },
  { labelKey: "agc_menu_register", page: "registerCenter", path: "registerDownline" },
  { labelKey: "agc_menu_downlines", page: "downlineManagement", path: "downlines" },
  { labelKey: "agc_menu_team_bets", page: "teamBets", path: "teamBets" },
  { labelKey: "agc_menu_team_profit", page: "teamProfit", path: "teamProfit" },
  { labelKey: "agc_menu_income", page: "myIncome", path: "agentIncome" },
  { labelKey: "agc_menu_transactions", page: "teamTransactions", path: "teamTransactions" },
  { labelKey: "agc_menu_dividend", page: "dividend", path: "dividendContracts", flag: "enableCt" },
  { labelKey: "agc_menu_daily_wage", page: "dailyWage", path: "salaryContracts", flag: "salary" },
  { labelKey: "agc_menu_hour_salary", page: "hourSalary", path: "contractHourSalary", flag: "hourSalary" },
  {
    labelKey: "agc_menu_realtime_salary",
    page: "realtimeSalary",
    path: "contractRealtimeSalary",
    flag: "agentRealtimeSalary",
  },
];

export const DEFAULT_AGENT_PAGE = "teamOverview";

/** The items the flags show (flagged ones stay hidden until the settings have loaded). */
export function visibleAgentItems(flags: Partial<TConsolidated> | undefined): TAgentItem[] {
  return AGENT_CENTRE_ITEMS.filter((item) => !item.flag || flags?.[item.flag] === true);
}

/** The item a page name opens: that page when shown, else the team overview. */
export function activeAgentItem(items: readonly TAgentItem[], page: string): TAgentItem {
  const found =
    items.find((item) => item.page === page) ?? items.find((item) => item.page === DEFAULT_AGENT_PAGE);
  return found as TAgentItem;
}
