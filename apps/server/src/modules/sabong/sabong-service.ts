import { TRIAL_TYPE } from "@orchid/contract/member";
import type { TArena, TFightBet, ZPlaceFightBet } from "@orchid/contract/sabong";
import type { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import type { TMember } from "../accounts/index.ts";
import { assertBetAllowed } from "../engagement/index.ts";
import { postLedgerSteps, requestHash, withTransactionRetry } from "../wallet/index.ts";
import { presentFight, presentFightBet } from "./fight-presenter.ts";
import {
  addToPool,
  currentFight,
  fightBetById,
  fightBetByKey,
  insertFightBet,
  memberFightBets,
  recentFights,
} from "./fights-repo.ts";
import { readSabongSettings } from "./sabong-settings.ts";

/** A bet whose request key another call took first: the caller answers that bet. */
class DuplicateFightBet extends Error {}

/** The results the arena lists. */
const RECENT = 20;

/** The arena for everyone and members' bets. */
export class Sabong {
  constructor(private readonly ctx: TAppContext) {}

  async arena(merchantId: number): Promise<TArena> {
    const db = this.ctx.database.db;
    const [settings, current, recent] = await Promise.all([
      readSabongSettings(db, merchantId),
      currentFight(db, merchantId),
      recentFights(db, merchantId, RECENT),
    ]);
    return {
      streamUrl: settings.streamUrl || null,
      minStake: settings.minStake,
      maxStake: settings.maxStake,
      current: current ? presentFight(current) : null,
      recent: recent.map((fight) => ({
        id: fight.id,
        fightNo: fight.fightNo,
        state: presentFight(fight).state,
        meron: fight.meron,
        wala: fight.wala,
      })),
    };
  }

  /**
   * Places a bet in one transaction: the bet under its key, its stake into the fight's pool (under
   * the fight's row lock, refused with FIGHT_CLOSED unless the fight takes bets), then the stake
   * from the member's main wallet to the house. A key already taken answers that bet (the same
   * request) or IDEMPOTENCY_MISMATCH.
   */
  async place(
    merchantId: number,
    member: TMember,
    input: z.output<typeof ZPlaceFightBet>,
  ): Promise<TFightBet> {
    const db = this.ctx.database.db;
    const hash = requestHash({ fightId: input.fightId, side: input.side, stake: input.stake });
    try {
      const settings = await readSabongSettings(db, merchantId);
      if (input.stake < settings.minStake)
        throw new AppError("BOOK_LIMIT", { limit: "min_stake", min: settings.minStake });
      if (input.stake > settings.maxStake)
        throw new AppError("BOOK_LIMIT", { limit: "max_stake", max: settings.maxStake });
      const isTrial = Number(member.type) === TRIAL_TYPE;
      if (!isTrial) await assertBetAllowed(db, member.id, input.stake);
      const main = await this.ctx.ledger.member(db, merchantId, member.id, "main");
      const house = await this.ctx.ledger.system(db, merchantId, isTrial ? "trial" : "house", member.id);
      const betId = await withTransactionRetry(() =>
        db.transaction(async (tx) => {
          const now = this.ctx.now();
          const fight = await addToPool(tx, merchantId, input.fightId, input.side, input.stake);
          if (!fight) {
            throw new AppError("FIGHT_CLOSED", { fightId: input.fightId });
          }
          const id = await insertFightBet(tx, {
            fightId: fight.id,
            merchantId,
            memberId: member.id,
            requestKey: input.requestKey,
            requestHash: hash,
            side: input.side,
            stake: input.stake,
            isTrial,
            at: now,
          });
          if (id === undefined) throw new DuplicateFightBet();
          await postLedgerSteps(tx, merchantId, [
            {
              phase: "posted",
              debit: main,
              credit: house,
              amount: input.stake,
              code: "game_bet",
              key: `sabong-bet:${id}`,
              reference: `sabong-fight:${fight.id}`,
            },
          ]);
          return id;
        }),
      );
      this.ctx.walletEvents.publish("balance", [member.id]);
      const bet = await fightBetById(db, betId);
      if (!bet) throw new Error(`bet ${betId} vanished`);
      return presentFightBet(bet);
    } catch (error) {
      const earlier =
        error instanceof DuplicateFightBet || error instanceof AppError
          ? await fightBetByKey(db, member.id, input.requestKey)
          : undefined;
      if (!earlier) throw error;
      if (earlier.requestHash !== hash) throw new AppError("IDEMPOTENCY_MISMATCH");
      return presentFightBet(earlier);
    }
  }

  async bets(memberId: number, page: number, pageSize: number) {
    const { rows, total } = await memberFightBets(
      this.ctx.database.db,
      memberId,
      pageSize,
      (page - 1) * pageSize,
    );
    return {
      rows: rows.map(presentFightBet),
      page,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  }
}
