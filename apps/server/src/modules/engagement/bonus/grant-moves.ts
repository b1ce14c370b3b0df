import type { TAppContext } from "../../../app-context.ts";
import type { TTx } from "../../../db/database.ts";
import { postLedgerSteps, type TLedgerStep } from "../../wallet/index.ts";
import { REWARD_SOURCE } from "../points/points-rules.ts";
import type { TAward } from "./awards-repo.ts";
import type { TGrant } from "./grants-repo.ts";
import type { TGrantMove } from "./wagering.ts";

/**
 * The ledger lines of grants (decisions/0022): a grant moves its bonus from the merchant's bonus
 * account into the member's own (locked) bonus account; a conversion moves it on into the main
 * wallet; a forfeit or an expiry gives it back to the merchant. Each line is keyed by the grant,
 * so no grant moves twice.
 */
type TLedgerLookup = Pick<TAppContext, "ledger">;

async function accountsOf(ctx: TLedgerLookup, tx: TTx, grant: TGrant) {
  return {
    house: await ctx.ledger.system(tx, grant.merchantId, "bonus", grant.memberId),
    bonus: await ctx.ledger.member(tx, grant.merchantId, grant.memberId, "bonus"),
    main: await ctx.ledger.member(tx, grant.merchantId, grant.memberId, "main"),
  };
}

/** Posts a new grant's bonus into the member's bonus account. */
export async function postGrant(
  ctx: TLedgerLookup,
  tx: TTx,
  grant: TGrant,
  reference: string,
): Promise<void> {
  const accounts = await accountsOf(ctx, tx, grant);
  await postLedgerSteps(tx, grant.merchantId, [
    {
      phase: "posted",
      debit: accounts.house,
      credit: accounts.bonus,
      amount: grant.bonus,
      code: "bonus_grant",
      key: `bonus-grant:${grant.id}`,
      reference,
    },
  ]);
}

/** Posts a points award: the points from the merchant's points account into the member's. */
export async function postPointsAward(ctx: TLedgerLookup, tx: TTx, award: TAward): Promise<void> {
  await postLedgerSteps(tx, award.merchantId, [
    {
      phase: "posted",
      debit: await ctx.ledger.system(tx, award.merchantId, "points", award.memberId),
      credit: await ctx.ledger.member(tx, award.merchantId, award.memberId, "points"),
      amount: award.points,
      code: "points_earn",
      key: `bonus-award:${award.id}`,
      memo: REWARD_SOURCE,
      reference: `campaign:${award.campaignId}`,
    },
  ]);
}

/** Posts the closing moves of grants (conversions, forfeits, expiries), merchant by merchant. */
export async function postMoves(
  ctx: TLedgerLookup,
  tx: TTx,
  moves: readonly { grant: TGrant; move: TGrantMove }[],
): Promise<void> {
  const byMerchant = new Map<number, TLedgerStep[]>();
  for (const { grant, move } of moves) {
    const accounts = await accountsOf(ctx, tx, grant);
    const step: TLedgerStep = {
      phase: "posted",
      debit: accounts.bonus,
      credit: move.kind === "convert" ? accounts.main : accounts.house,
      amount: move.amount,
      code: move.kind === "convert" ? "bonus" : move.kind === "forfeit" ? "bonus_forfeit" : "bonus_expire",
      key: `bonus-${move.kind}:${grant.id}`,
      reference: `bonus-grant:${grant.id}`,
    };
    const steps = byMerchant.get(grant.merchantId) ?? [];
    steps.push(step);
    byMerchant.set(grant.merchantId, steps);
  }
  for (const [merchantId, steps] of byMerchant) await postLedgerSteps(tx, merchantId, steps);
}
