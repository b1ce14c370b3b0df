import { describe, expect, it } from "vitest";
import { buildCsv } from "../../csv/csv-file.ts";
import { betCsvColumns, betCsvRows, type TBookBet } from "./bet-csv.ts";

const BET: TBookBet = {
  id: 41,
  username: "demo01",
  kind: "parlay",
  stake: 1_000,
  odds: "3.705",
  potentialReturn: 3_705,
  state: "settled",
  payout: 0,
  owed: 250,
  hedged: false,
  placedAt: "2026-01-02T03:04:05.000Z",
  settledAt: "2026-01-02T05:00:00.000Z",
  legs: [
    {
      eventId: 7,
      event: "Lions v Tigers",
      marketType: "asian_handicap",
      line: -2,
      code: "away",
      odds: 1_950,
      live: true,
      outcome: "win",
    },
    {
      eventId: 8,
      event: "Bears v Wolves",
      marketType: "over_under",
      line: 10,
      code: "over",
      odds: 1_900,
      live: false,
      outcome: "lose",
    },
  ],
};

const t = (key: string, values?: Record<string, string | number>) =>
  values?.line !== undefined ? `${key} ${values.line}` : key;

describe("the bets export", () => {
  it("writes a row per leg with its bet beside it, amounts in major units and odds as decimals", () => {
    const open = {
      ...BET,
      id: 42,
      state: "open" as const,
      payout: null,
      owed: 0,
      hedged: true,
      settledAt: null,
      legs: [],
    };
    const rows = betCsvRows([BET, open]);
    expect(rows).toHaveLength(3);
    const csv = buildCsv(
      betCsvColumns(t, (iso) => iso ?? ""),
      rows,
    );
    const lines = csv.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[1]).toBe(
      "41,2026-01-02T03:04:05.000Z,demo01,bo_book_bet_parlay,bo_book_bet_settled,10.00,3.705,37.05,0.00,2.50,bo_approvals_yes,2026-01-02T05:00:00.000Z,7,Lions v Tigers,bo_book_type_asian_handicap -0.5,bo_book_sel_away +0.5,1.95,bo_approvals_yes,bo_book_outcome_win",
    );
    expect(
      lines[2]?.endsWith(
        "8,Bears v Wolves,bo_book_type_over_under 2.5,bo_book_sel_over 2.5,1.90,bo_approvals_no,bo_book_outcome_lose",
      ),
    ).toBe(true);
    expect(lines[3]).toBe(
      "42,2026-01-02T03:04:05.000Z,demo01,bo_book_bet_parlay,bo_book_bet_open,10.00,3.705,37.05,,0.00,bo_approvals_no,,,,,,,,",
    );
  });
});
