import type { TAppContext } from "../../../app-context.ts";
import type { TDb, TTx } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import { closeGrants, type TMove } from "./activity-consumer.ts";
import { lockActiveGrants, saveGrants, smallestMaxBet, termsOfGrant } from "./grants-repo.ts";
import { forfeit } from "./wagering.ts";

/**
 * Where a hall takes a bet: refuses a stake above the largest bet the member's active bonuses
 * allow (BONUS_MAX_BET with the limit). One indexed read in the bet's transaction.
 */
export async function assertBetAllowed(db: TDb | TTx, memberId: number, stake: number): Promise<void> {
  const limit = await smallestMaxBet(db, memberId);
  if (limit !== null && stake > limit) throw new AppError("BONUS_MAX_BET", { maxBet: limit });
}

/**
 * A withdrawal request gives up the member's active bonuses (decisions/0022): without the member's
 * confirmation it is refused with BONUS_ACTIVE and the grants; with it, every active grant is
 * forfeited (its bonus back to the merchant) in the withdrawal's transaction. Answers how many.
 */
export async function forfeitForWithdrawal(
  ctx: Pick<TAppContext, "ledger" | "now">,
  tx: TTx,
  memberId: number,
  confirmed: boolean,
): Promise<number> {
  const grants = await lockActiveGrants(tx, [memberId]);
  if (grants.length === 0) return 0;
  if (!confirmed)
    throw new AppError("BONUS_ACTIVE", {
      grants: grants.map((grant) => ({
        id: grant.id,
        bonus: grant.bonus,
        required: grant.required,
        counted: grant.counted,
      })),
    });
  return forfeitGrants(ctx, tx, grants, { operatorId: null, reason: "withdrawal" });
}

/** Forfeits locked active grants: state, ledger lines, messages. Answers how many moved. */
export async function forfeitGrants(
  ctx: Pick<TAppContext, "ledger" | "now">,
  tx: TTx,
  grants: Awaited<ReturnType<typeof lockActiveGrants>>,
  closedBy: { operatorId: number | null; reason: string },
): Promise<number> {
  const moves: TMove[] = [];
  for (const grant of grants) {
    const step = forfeit(termsOfGrant(grant), { state: grant.state, counted: grant.counted });
    if (!step.move) continue;
    grant.state = step.progress.state;
    moves.push({ grant, move: step.move });
  }
  const at = ctx.now();
  await saveGrants(
    tx,
    moves.map(({ grant }) => grant),
    at,
    closedBy,
  );
  await closeGrants(ctx, tx, moves, at);
  return moves.length;
}
