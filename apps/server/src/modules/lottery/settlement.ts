import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import type { TAppContext } from "../../app-context.ts";
import { addRollups } from "../activity/index.ts";
import { postLedgerSteps, type TLedgerStep, withTransactionRetry } from "../wallet/index.ts";
import { lockDraw } from "./draws-repo.ts";
import type { TLotteryGameRow } from "./lottery-catalogue.ts";
import { settleLines } from "./settle-lines.ts";
import {
  cancelOpenSlips,
  closeSettledDraw,
  linesToSettle,
  membersWithOpenSlips,
  type TOpenMember,
  writeSettledLines,
} from "./settlement-repo.ts";

/** Members settled per transaction: their lines, slips, wins and rollups commit together. */
const MEMBERS_PER_BATCH = 2_000;

export type TSettleOutcome = {
  drawId: number;
  members: number;
  lines: number;
  paid: number;
  settled: boolean;
};

/**
 * Settles a drawn draw in batches of members. Each batch, in one transaction: settles the
 * members' open lines, marks their slips settled, pays each member's total win with one ledger
 * transfer (`lottery-win:<draw>:<round>:<member>`) and adds to their rollups. A crash loses at
 * most the batch under way, which the next run settles; a slip settled is never settled again,
 * and the transfer key would refuse a second payment anyway. The draw is marked settled when no
 * slip of it is open.
 */
export async function settleDraw(
  ctx: TAppContext,
  drawId: number,
  gameOf: (code: string) => TLotteryGameRow | undefined,
): Promise<TSettleOutcome> {
  const outcome: TSettleOutcome = { drawId, members: 0, lines: 0, paid: 0, settled: false };
  const db = ctx.database.db;
  for (;;) {
    const members = await membersWithOpenSlips(db, drawId, MEMBERS_PER_BATCH);
    const accounts = await accountsOf(ctx, members);
    const batch = await withTransactionRetry(() =>
      db.transaction(async (tx) => {
        const draw = await lockDraw(tx, drawId);
        if (draw?.state !== "drawn") return null;
        const now = ctx.now();
        if (members.length === 0)
          return { closed: await closeSettledDraw(tx, drawId, now), lines: 0, paid: 0, paidMembers: [] };
        const game = gameOf(draw.gameCode);
        const rules = findLotteryFamily(draw.family);
        if (!game || !rules) throw new Error(`draw ${drawId} of an unknown game ${draw.gameCode}`);
        const lines = await linesToSettle(
          tx,
          drawId,
          members.map((member) => member.memberId),
        );
        const settled = settleLines(rules, draw.result, lines);
        await writeSettledLines(tx, settled.lines, settled.slips, now);
        const byMerchant = new Map<number, TLedgerStep[]>();
        for (const member of settled.members) {
          if (member.win === 0) continue;
          const account = accounts.get(member.memberId);
          if (!account) throw new Error(`no accounts for member ${member.memberId}`);
          const steps = byMerchant.get(member.merchantId) ?? [];
          steps.push({
            phase: "posted",
            debit: account.house,
            credit: account.main,
            amount: member.win,
            code: "game_win",
            key: `lottery-win:${drawId}:${draw.settleRound}:${member.memberId}`,
            reference: `lottery-draw:${drawId}`,
          });
          byMerchant.set(member.merchantId, steps);
        }
        for (const [merchantId, steps] of byMerchant) await postLedgerSteps(tx, merchantId, steps);
        await addRollups(tx, game.gameType, settled.members, now);
        return {
          closed: false,
          lines: settled.lines.length,
          paid: settled.members.reduce((sum, member) => sum + member.win, 0),
          paidMembers: settled.members.filter((member) => member.win > 0).map((member) => member.memberId),
        };
      }),
    );
    if (!batch) return outcome;
    if (batch.paidMembers.length > 0) ctx.walletEvents.publish("balance", batch.paidMembers);
    outcome.members += members.length;
    outcome.lines += batch.lines;
    outcome.paid += batch.paid;
    if (batch.closed) return { ...outcome, settled: true };
    if (members.length === 0) return outcome;
  }
}

/** Each member's main account and the house (or trial) account shard that pays them, made on first use. */
async function accountsOf(
  ctx: TAppContext,
  members: readonly TOpenMember[],
): Promise<Map<number, { main: number; house: number }>> {
  const db = ctx.database.db;
  const found = new Map<number, { main: number; house: number }>();
  const byMerchant = new Map<number, TOpenMember[]>();
  for (const member of members) {
    const list = byMerchant.get(member.merchantId) ?? [];
    list.push(member);
    byMerchant.set(member.merchantId, list);
  }
  for (const [merchantId, list] of byMerchant) {
    const mains = await ctx.ledger.memberMains(
      db,
      merchantId,
      list.map((member) => member.memberId),
    );
    for (const member of list) {
      const main = mains.get(member.memberId);
      if (main === undefined) throw new Error(`no main account for member ${member.memberId}`);
      const house = await ctx.ledger.system(
        db,
        merchantId,
        member.isTrial ? "trial" : "house",
        member.memberId,
      );
      found.set(member.memberId, { main, house });
    }
  }
  return found;
}

/**
 * Refunds every open slip of a cancelled draw, a batch of members per transaction: each slip's
 * stake goes back under `lottery-refund:<slip>` (the key a member's own cancel uses), once.
 */
export async function refundCancelledDraw(ctx: TAppContext, drawId: number): Promise<number> {
  const db = ctx.database.db;
  let refunded = 0;
  for (;;) {
    const members = await membersWithOpenSlips(db, drawId, MEMBERS_PER_BATCH);
    if (members.length === 0) return refunded;
    const accounts = await accountsOf(ctx, members);
    const slips = await withTransactionRetry(() =>
      db.transaction(async (tx) => {
        const draw = await lockDraw(tx, drawId);
        if (draw?.state !== "cancelled") return [];
        const cancelled = await cancelOpenSlips(
          tx,
          drawId,
          members.map((member) => member.memberId),
          ctx.now(),
        );
        const byMerchant = new Map<number, TLedgerStep[]>();
        for (const slip of cancelled) {
          const account = accounts.get(slip.memberId);
          if (!account) throw new Error(`no accounts for member ${slip.memberId}`);
          const steps = byMerchant.get(slip.merchantId) ?? [];
          steps.push({
            phase: "posted",
            debit: account.house,
            credit: account.main,
            amount: slip.stake,
            code: "game_refund",
            key: `lottery-refund:${slip.id}`,
            reference: `lottery-draw:${drawId}`,
          });
          byMerchant.set(slip.merchantId, steps);
        }
        for (const [merchantId, steps] of byMerchant) await postLedgerSteps(tx, merchantId, steps);
        return cancelled;
      }),
    );
    if (slips.length === 0) return refunded;
    refunded += slips.length;
    ctx.walletEvents.publish("balance", [...new Set(slips.map((slip) => slip.memberId))]);
  }
}
