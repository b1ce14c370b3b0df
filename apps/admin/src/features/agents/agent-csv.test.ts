import type { TAgentBill, TTeamOverview } from "@orchid/contract/agent";
import { describe, expect, it } from "vitest";
import { buildCsv } from "../../csv/csv-file.ts";
import { fetchAllPages } from "../../csv/fetch-all-pages.ts";
import { billCsvColumns } from "./bill-csv.ts";
import { reportCsv } from "./report-csv.ts";

const t = (key: string) => key.replace(/^bo_agents_/, "");
const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");

const bill: TAgentBill = {
  id: 7,
  contractId: 3,
  kind: "daily_wage",
  periodStart: Date.UTC(2026, 10, 26),
  periodEnd: Date.UTC(2026, 10, 27),
  state: "awaiting_review",
  payee: "agent01",
  payer: null,
  teamValidBet: 1_234_567,
  teamLoss: 0,
  activeMembers: 4,
  tier: 2,
  rateBp: 35,
  grossAmount: 4_320,
  childrenAmount: 1_005,
  netAmount: 3_315,
  paidAmount: 0,
  createdAt: Date.UTC(2026, 10, 27, 2, 5),
  paidAt: null,
};

describe("CSV exports", () => {
  it("quote cells that hold commas, quotes or line breaks and start with a byte-order mark", () => {
    const csv = buildCsv(
      [
        { header: "name", cell: (row: { name: string; n: number }) => row.name },
        { header: "n", cell: (row: { name: string; n: number }) => row.n },
      ],
      [
        { name: 'say "hi", twice', n: 1 },
        { name: "two\nlines", n: 2 },
        { name: "代理", n: 3 },
      ],
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toBe('\uFEFFname,n\r\n"say ""hi"", twice",1\r\n"two\nlines",2\r\n代理,3\r\n');
  });

  it("write a bill with amounts in major units, the rate in per cent and the platform as payer", () => {
    const csv = buildCsv(
      billCsvColumns(t, (ms) => new Date(ms).toISOString().slice(0, 10)),
      [bill],
    );
    const [header, row] = lines(csv);
    expect(header).toBe(
      "bill_id,payee,payer,kind,period_start,period_end,team_valid_bet,team_loss,active_members,tier,rate,gross,children,net,paid,state",
    );
    expect(row).toBe(
      "7,agent01,platform,kind_daily_wage,2026-11-26,2026-11-27,12345.67,0.00,4,2,0.35,43.20,10.05,33.15,0.00,bill_awaiting_review",
    );
  });

  it("write the report's days and a totals line", () => {
    const day = {
      day: "2026-11-26",
      registrations: 2,
      depositors: 1,
      deposits: 10_000,
      withdrawals: 0,
      betAmount: 5_050,
      validBet: 5_000,
      prizes: 1_000,
      netProfit: -4_050,
    };
    const overview = {
      period: { fromDay: "2026-11-26", toDay: "2026-11-26" },
      totals: {
        ...day,
        bettors: 1,
        teamSize: 3,
        firstDepositors: 1,
        teamBalance: 0,
        betRebate: 0,
        agentRebate: 0,
        activityBonus: 0,
        wages: 0,
      },
      days: [day],
    } as unknown as TTeamOverview;
    expect(lines(reportCsv(overview, t))).toEqual([
      "report_day,report_registrations,report_depositors,report_deposits,report_withdrawals,report_bets,report_valid_bet,report_prizes,report_net_profit",
      "2026-11-26,2,1,100.00,0.00,50.50,50.00,10.00,-40.50",
      "report_total,2,1,100.00,0.00,50.50,50.00,10.00,-40.50",
    ]);
  });

  it("fetch every page of the filter, not only the one on screen", async () => {
    const asked: number[] = [];
    const all = await fetchAllPages(async (page) => {
      asked.push(page);
      return { rows: [page * 10, page * 10 + 1], totalPages: 3 };
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(all).toEqual({ rows: [10, 11, 20, 21, 30, 31], truncated: false });
    const none = await fetchAllPages(async () => ({ rows: [], totalPages: 0 }));
    expect(none).toEqual({ rows: [], truncated: false });
  });
});
