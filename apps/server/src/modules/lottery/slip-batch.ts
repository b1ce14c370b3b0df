import type { TDatabase, TScriptExec } from "../../db/database.ts";
import { NotForBatch } from "../../db/shared-transactions.ts";
import { sqlArray, sqlLiteral } from "../../db/sql-literal.ts";
import { AppError } from "../../http/app-error.ts";
import {
  applyStep,
  lockAccountsText,
  lockedAccountsOf,
  postLinesText,
  withTransactionRetry,
} from "../wallet/index.ts";
import { drawStateAt } from "./draw-presenter.ts";
import { drawOf, shareDrawsText, type TDrawRow, type TRawDraw } from "./draws-repo.ts";
import { MEMBER_DRAW_LIMIT } from "./lottery-prices.ts";
import { slipStep, type TPlacedSlip, type TSlipToPlace } from "./slip-to-place.ts";
import { exposureOf } from "./slips-repo.ts";

/** `lottery_add_stakes` (migration 0017) refusing a batch: a member's or a number's limit passed. */
const LIMIT_PASSED = "OL001";

type TInsertedSlip = {
  slip_id: string | number;
  slip_member: number;
  slip_key: string;
  slip_draw: string | number;
};

const drawKey = (slip: { gameCode: string; issue: string }) => `${slip.gameCode}\u0000${slip.issue}`;
const slipKey = (memberId: number, requestKey: string) => `${memberId}\u0000${requestKey}`;

/**
 * Places slips that arrived together in one transaction of two exchanges with the database,
 * whatever their number (docs/decisions/0021). The first share-locks their draws, inserts the
 * slips (a key used before is skipped) and locks the members' and the house's accounts in id
 * order; the ledger rules then run in memory; the second writes the lines, the ledger lines with
 * the accounts' new totals, and the stakes the limits count, and commits. The locks are taken in
 * the order placing one slip takes them. Anything that would refuse a slip throws NotForBatch and
 * changes nothing: the caller then places each slip alone, where every refusal is worded exactly.
 */
export async function writeSlipBatch(
  database: TDatabase,
  now: Date,
  slips: readonly TSlipToPlace[],
): Promise<TPlacedSlip[]> {
  try {
    return await withTransactionRetry(() =>
      database.scriptTransaction((exec) => slipTransaction(exec, now, slips)),
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === LIMIT_PASSED) throw new NotForBatch();
    throw error;
  }
}

async function slipTransaction(
  exec: TScriptExec,
  now: Date,
  slips: readonly TSlipToPlace[],
): Promise<TPlacedSlip[]> {
  const accountIds = slips.flatMap((slip) => [slip.memberAccount, slip.houseAccount]);
  const [drawRows = [], slipRows = [], accountRows = []] = await exec(
    [shareDrawsText(slips), insertSlipsText(slips, now), lockAccountsText(accountIds)].join(";\n"),
  );
  const draws = new Map<string, TDrawRow>();
  for (const row of drawRows as TRawDraw[]) {
    const draw = drawOf(row);
    draws.set(drawKey(draw), draw);
  }
  const drawOfSlip = (slip: TSlipToPlace): TDrawRow => {
    const draw = draws.get(drawKey(slip));
    if (!draw || drawStateAt(draw, now) !== "open") throw new NotForBatch();
    return draw;
  };
  const ids = new Map(
    (slipRows as TInsertedSlip[]).map((row) => [slipKey(row.slip_member, row.slip_key), Number(row.slip_id)]),
  );
  const placed = slips.map((slip) => {
    const slipId = ids.get(slipKey(slip.memberId, slip.requestKey));
    // A key used before (or twice in this batch) is answered one by one.
    if (slipId === undefined) throw new NotForBatch();
    return { slip, slipId, draw: drawOfSlip(slip) };
  });
  if (ids.size !== slips.length) throw new NotForBatch();
  const accounts = lockedAccountsOf(accountIds, accountRows);
  const lines = placed.map(({ slip, slipId, draw }) => {
    try {
      return {
        merchantId: slip.merchantId,
        line: applyStep(slipStep(slip, slipId, draw.id), accounts, new Map()),
      };
    } catch (error) {
      if (error instanceof AppError) throw new NotForBatch();
      throw error;
    }
  });
  await exec(
    [
      insertLinesText(placed),
      postLinesText(lines, [...accounts.values()]),
      addStakesText(placed.map(({ slip, draw }) => ({ slip, drawId: draw.id }))),
    ].join(";\n"),
    { commit: true },
  );
  return placed.map(({ slipId, draw }, index) => ({
    slipId,
    drawId: draw.id,
    at: now,
    balance: lines[index]?.line.debitAvailableAfter ?? null,
  }));
}

function insertSlipsText(slips: readonly TSlipToPlace[], now: Date): string {
  const column = (type: string, pick: (slip: TSlipToPlace) => string | number | boolean) =>
    sqlArray(slips.map(pick), type);
  return `select * from lottery_insert_slips(${[
    column("int", (s) => s.merchantId),
    column("int", (s) => s.memberId),
    column("text", (s) => s.gameCode),
    column("text", (s) => s.issue),
    column("text", (s) => s.requestKey),
    column("text", (s) => s.requestHash),
    column("bigint", (s) => s.total),
    column("boolean", (s) => s.isTrial),
    `${sqlLiteral(now.toISOString())}::timestamptz`,
  ].join(", ")})`;
}

function insertLinesText(placed: readonly { slip: TSlipToPlace; slipId: number; draw: TDrawRow }[]): string {
  const rows = placed.flatMap(({ slip, slipId, draw }) =>
    slip.lines.map((line) => ({ slipId, drawId: draw.id, memberId: slip.memberId, line })),
  );
  const column = (type: string, pick: (row: (typeof rows)[number]) => string | number) =>
    sqlArray(rows.map(pick), type);
  return `select lottery_insert_lines(${[
    column("bigint", (r) => r.slipId),
    column("bigint", (r) => r.drawId),
    column("int", (r) => r.memberId),
    column("text", (r) => r.line.betType),
    column("jsonb", (r) => JSON.stringify(r.line.line)),
    column("text", (r) => r.line.label),
    column("bigint", (r) => r.line.stake),
    column("int", (r) => r.line.cost),
    column("jsonb", (r) => JSON.stringify(r.line.pays)),
    column("text", (r) => r.line.coverGroup),
    column("text", (r) => r.line.coverKey),
    column("int", (r) => r.line.coverSpace),
  ].join(", ")})`;
}

type TExposureRow = {
  drawId: number;
  merchantId: number;
  betType: string;
  key: string;
  stake: number;
  payout: number;
  cap: number;
};

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `lottery_add_stakes` (migration 0017): each member's stake per draw and each number's stake and
 * payout per draw, summed over the batch and sorted in the order placing one slip locks them; the
 * function refuses the batch when a total passes its limit.
 */
function addStakesText(slips: readonly { slip: TSlipToPlace; drawId: number }[]): string {
  const members = new Map<string, { drawId: number; memberId: number; stake: number }>();
  const exposure = new Map<string, TExposureRow>();
  for (const { slip, drawId } of slips) {
    const memberKey = `${drawId}:${slip.memberId}`;
    const member = members.get(memberKey) ?? { drawId, memberId: slip.memberId, stake: 0 };
    member.stake += slip.total;
    members.set(memberKey, member);
    for (const item of exposureOf(slip.lines)) {
      const key = `${drawId}\u0000${slip.merchantId}\u0000${item.betType}\u0000${item.key}`;
      const row = exposure.get(key) ?? {
        drawId,
        merchantId: slip.merchantId,
        betType: item.betType,
        key: item.key,
        stake: 0,
        payout: 0,
        cap: slip.capOf.get(item.betType) ?? 0,
      };
      row.stake += item.stake;
      row.payout += item.payout;
      exposure.set(key, row);
    }
  }
  const memberRows = [...members.values()].sort((a, b) => a.drawId - b.drawId || a.memberId - b.memberId);
  const exposureRows = [...exposure.values()].sort(
    (a, b) =>
      a.drawId - b.drawId ||
      a.merchantId - b.merchantId ||
      byText(a.betType, b.betType) ||
      byText(a.key, b.key),
  );
  const m = (type: string, pick: (row: (typeof memberRows)[number]) => number) =>
    sqlArray(memberRows.map(pick), type);
  const e = (type: string, pick: (row: TExposureRow) => string | number) =>
    sqlArray(exposureRows.map(pick), type);
  return `select lottery_add_stakes(${[
    m("bigint", (r) => r.drawId),
    m("int", (r) => r.memberId),
    m("bigint", (r) => r.stake),
    String(MEMBER_DRAW_LIMIT),
    e("bigint", (r) => r.drawId),
    e("int", (r) => r.merchantId),
    e("text", (r) => r.betType),
    e("text", (r) => r.key),
    e("bigint", (r) => r.stake),
    e("bigint", (r) => r.payout),
    e("bigint", (r) => r.cap),
  ].join(", ")})`;
}
