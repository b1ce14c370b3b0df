import type { TSlotBonusSpins, TSlotHistoryRow } from "@orchid/contract/slots";
import { sql } from "drizzle-orm";
import type { TAppContext } from "../../../app-context.ts";
import type { TDb, TTx } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import { insertMessage } from "../../inbox/index.ts";
import {
  activeSpins,
  awardSpinRounds,
  findAwardSpin,
  insertAwardSpin,
  lockAward,
  lockDueAwards,
  saveAward,
  type TAward,
} from "./awards-repo.ts";
import { termsOf } from "./campaign-rules.ts";
import { findCampaign } from "./campaigns-repo.ts";
import { postGrant } from "./grant-moves.ts";
import { insertGrant } from "./grants-repo.ts";
import { requiredTurnover } from "./wagering.ts";

type TLedgerCtx = Pick<TAppContext, "ledger">;

/** What the game page shows of a pack. */
export function presentSpins(award: TAward): TSlotBonusSpins {
  return {
    awardId: award.id,
    spins: award.spins,
    remaining: award.spins - award.used,
    lines: award.lines,
    betPerLine: award.betPerLine,
    won: award.won,
    expiresAt: award.expiresAt.toISOString(),
  };
}

/** The member's free spins to play on this game now, or null. */
export async function bonusSpinsFor(
  db: TDb,
  memberId: number,
  gameId: number,
  at: Date,
): Promise<TSlotBonusSpins | null> {
  const award = await activeSpins(db, memberId, gameId, at);
  return award ? presentSpins(award) : null;
}

/**
 * Closes a pack (every spin played, or its time passed): what it won becomes a bonus grant under
 * its campaign's wagering (`award:<id>`, once), and the member is told. Nothing won, no grant.
 */
export async function closeAward(
  ctx: TLedgerCtx,
  tx: TTx,
  award: TAward,
  state: "done" | "expired",
  at: Date,
): Promise<void> {
  award.state = state;
  const campaign = award.won > 0 ? await findCampaign(tx, award.merchantId, award.campaignId) : undefined;
  if (campaign) {
    const terms = termsOf(campaign, award.won, 0, at);
    const grant = await insertGrant(tx, {
      merchantId: award.merchantId,
      memberId: award.memberId,
      campaignId: award.campaignId,
      key: `award:${award.id}`,
      bonus: award.won,
      deposit: 0,
      multiple: terms.multiple,
      // The console keeps free spins on the bonus basis; a pack has no deposit to wager on.
      basis: "bonus",
      contributions: { ...terms.contributions },
      maxBet: terms.maxBet,
      required: requiredTurnover({ ...terms, basis: "bonus" }),
      expiresAt: new Date(terms.expiresAt),
      grantedAt: at,
    });
    if (grant) {
      award.grantId = grant.id;
      await postGrant(ctx, tx, grant, `bonus-award:${award.id}`);
      await insertMessage(tx, {
        merchantId: award.merchantId,
        memberId: award.memberId,
        kind: "bonus_granted",
        amountMinor: grant.bonus,
        orderNo: null,
        at,
      });
    }
  }
  await saveAward(tx, award, at);
}

/** One free spin's outcome as the game computes it at the pack's bet. */
export type TSpinPlay<T> = (bet: { lines: number; betPerLine: number }) => { detail: T; win: number };

/**
 * Plays one free spin of the member's pack on this game, in one transaction under the member and
 * game's lock: the same round key again answers the stored round; otherwise the pack's row is
 * locked, one spin is counted and its
 * win added, and the last spin closes the pack into a bonus grant. BONUS_SPINS_NONE when no spin is
 * left. The stake is the merchant's: the member's wallet does not move.
 */
export async function playBonusSpin<T>(
  ctx: Pick<TAppContext, "database" | "ledger" | "now" | "walletEvents">,
  input: { memberId: number; gameId: number; roundKey: string },
  play: TSpinPlay<T>,
): Promise<{ detail: T; spins: TSlotBonusSpins }> {
  const value = await ctx.database.db.transaction(async (tx) => {
    const at = ctx.now();
    // The member's spins on this game queue here, whatever pack each would take and whatever
    // each instance's clock says: a twin waits, then finds the round its twin stored.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`bonus-spin:${input.memberId}:${input.gameId}`}))`,
    );
    const active = await activeSpins(tx, input.memberId, input.gameId, at, true);
    const repeated = await findAwardSpin(tx, input.memberId, input.gameId, input.roundKey);
    if (repeated) {
      const award =
        active?.id === repeated.awardId ? active : await lockAward(tx, input.memberId, repeated.awardId);
      if (award) return { detail: repeated.detail as T, spins: presentSpins(award), closed: false };
    }
    const award = active;
    if (!award) throw new AppError("BONUS_SPINS_NONE");
    const outcome = play({ lines: award.lines, betPerLine: award.betPerLine });
    await insertAwardSpin(tx, {
      awardId: award.id,
      roundKey: input.roundKey,
      win: outcome.win,
      detail: outcome.detail,
      at,
    });
    award.used += 1;
    award.won += outcome.win;
    const isLast = award.used >= award.spins;
    if (isLast) await closeAward(ctx, tx, award, "done", at);
    else await saveAward(tx, award, at);
    return { detail: outcome.detail, spins: presentSpins(award), closed: isLast };
  });
  if (value.closed) ctx.walletEvents.publish("bonus", [input.memberId]);
  return { detail: value.detail, spins: value.spins };
}

/** Closes the free spin packs whose time passed (their winnings so far become grants). */
export async function expireDueAwards(ctx: TLedgerCtx, db: TDb, at: () => Date): Promise<number[]> {
  const members: number[] = [];
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const now = at();
      const due = await lockDueAwards(tx, now, 500);
      for (const award of due) {
        await closeAward(ctx, tx, award, "expired", now);
        members.push(award.memberId);
      }
      return due.length;
    });
    if (count < 500) return members;
  }
}

/**
 * The member's last free spins on this game as the slot's history rows: no stake of theirs (the
 * merchant's), the win kept for the pack's grant.
 */
export async function bonusSpinHistory(
  db: TDb,
  memberId: number,
  gameId: number,
  limit: number,
): Promise<TSlotHistoryRow[]> {
  return (await awardSpinRounds(db, memberId, gameId, limit)).map((round) => ({
    roundId: round.roundKey,
    totalBet: 0,
    totalWin: round.win,
    freeSpins: round.freeSpins,
    playedAt: round.playedAt.toISOString(),
    bonusSpin: true,
  }));
}
