import type { TAgentContractKind } from "@orchid/contract/agent";
import { type ComponentType, lazy } from "react";

/** Loads one named export of a page module as a lazy component. */
function page<T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const ContractPage = lazy(() =>
  import("./contracts/contract-page.tsx").then((m) => ({ default: m.ContractPage })),
);

/** One contract kind's page, the shared component told its kind. */
function contractPage(kind: TAgentContractKind): ComponentType {
  return function KindContractPage() {
    return <ContractPage kind={kind} />;
  };
}

/** The agent centre's pages by name, each in its own chunk, loaded when first opened. */
export const AGENT_CENTRE_PAGES: Record<string, ComponentType> = {
  announcement: page(() => import("./pages/announcement-page.tsx"), "AnnouncementPage"),
  teamOverview: page(() => import("./pages/team-overview-page.tsx"), "TeamOverviewPage"),
  registerCenter: page(() => import("./register/register-center-page.tsx"), "RegisterCenterPage"),
  downlineManagement: page(() => import("./downlines/downline-page.tsx"), "DownlinePage"),
  teamBets: page(() => import("./reports/team-bets-page.tsx"), "TeamBetsPage"),
  teamProfit: page(() => import("./reports/team-profit-page.tsx"), "TeamProfitPage"),
  myIncome: page(() => import("./reports/agent-income-page.tsx"), "AgentIncomePage"),
  teamTransactions: page(() => import("./reports/team-transactions-page.tsx"), "TeamTransactionsPage"),
  dividend: contractPage("dividend"),
  dailyWage: contractPage("daily_wage"),
  hourSalary: contractPage("hour_salary"),
  realtimeSalary: contractPage("realtime_salary"),
};
