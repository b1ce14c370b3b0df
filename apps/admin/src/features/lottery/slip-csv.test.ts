import type { TBoLotterySlip } from "@orchid/contract/backoffice-lottery";
import { describe, expect, it } from "vitest";
import { buildCsv } from "../../csv/csv-file.ts";
import { slipCsvColumns, slipCsvRows } from "./slip-csv.ts";

const SLIP: TBoLotterySlip = {
  id: 7,
  memberId: 3,
  username: "demo01",
  isTrial: false,
  gameCode: "k3_1m",
  drawId: 11,
  issue: "20260102-0042",
  state: "settled",
  stake: 2_000,
  win: 5_550,
  placedAt: "2026-01-02T03:04:05.000Z",
  settledAt: "2026-01-02T03:05:00.000Z",
  lines: [
    { betType: "sum", label: "sum 10", stake: 1_000, win: 5_550, valid: true },
    { betType: "sum", label: "sum 11", stake: 1_000, win: 0, valid: false },
  ],
};

describe("the slips export", () => {
  it("writes a row per line with its slip beside it, amounts in major units", () => {
    const open = { ...SLIP, id: 8, state: "open" as const, win: null, lines: [] };
    const rows = slipCsvRows([SLIP, open]);
    expect(rows).toHaveLength(3);
    const csv = buildCsv(
      slipCsvColumns(
        (key) => key,
        (iso) => iso ?? "",
        (state) => `state_${state}`,
      ),
      rows,
    );
    const lines = csv.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[1]).toBe(
      "7,2026-01-02T03:04:05.000Z,demo01,k3_1m,20260102-0042,state_settled,20.00,55.50,sum,sum 10,10.00,55.50,bo_approvals_yes",
    );
    expect(lines[2]?.endsWith("sum,sum 11,10.00,0.00,bo_approvals_no")).toBe(true);
    expect(lines[3]).toBe("8,2026-01-02T03:04:05.000Z,demo01,k3_1m,20260102-0042,state_open,20.00,,,,,,");
  });
});
