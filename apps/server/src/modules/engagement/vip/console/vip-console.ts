import type { ZVipLevelsInput } from "@orchid/contract/vip";
import type { z } from "zod";
import type { TAppContext } from "../../../../app-context.ts";
import { invalidField } from "../../../../http/invalid-field.ts";
import { plainText, recordOperatorAction, type TConsoleCall } from "../../../operators/index.ts";
import { levelsByMerchant, membersByRank, replaceLevels } from "../vip-repo.ts";

async function presentLevels(ctx: Pick<TAppContext, "database">, merchantId: number) {
  const db = ctx.database.db;
  const counts = await membersByRank(db, merchantId);
  return ((await levelsByMerchant(db, merchantId)).get(merchantId) ?? []).map((level) => ({
    ...level,
    members: counts.get(level.rank) ?? 0,
  }));
}

/** `GET /bo/vip/levels`. */
export async function consoleVipLevels(
  ctx: Pick<TAppContext, "database">,
  call: Pick<TConsoleCall, "merchant">,
) {
  return presentLevels(ctx, call.merchant.id);
}

/**
 * `PUT /bo/vip/levels`: ranks 1, 2, 3… in order, each threshold at least the rank below's; members
 * are ranked again on the next evaluation. Audited with before and after.
 */
export async function saveVipLevels(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: z.output<typeof ZVipLevelsInput>,
) {
  const levels = input.levels.map((level, index) => {
    if (level.rank !== index + 1) throw invalidField(`levels.${index}.rank`, "err_vip_rank_order");
    const below = input.levels[index - 1];
    if (below && (level.minDeposits < below.minDeposits || level.minValidBet < below.minValidBet))
      throw invalidField(`levels.${index}.minDeposits`, "err_vip_threshold_order");
    return { ...level, name: plainText(level.name, `levels.${index}.name`) };
  });
  return ctx.database.db.transaction(async (tx) => {
    const before = (await levelsByMerchant(tx, call.merchant.id)).get(call.merchant.id) ?? [];
    await replaceLevels(tx, call.merchant.id, levels);
    await recordOperatorAction(
      tx,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action: "vip.levels.save",
        outcome: "ok",
        targetType: "vip_levels",
        targetId: call.merchant.id,
        before,
        after: levels,
      },
      call.client,
    );
    const counts = await membersByRank(tx, call.merchant.id);
    return levels.map((level) => ({ ...level, members: counts.get(level.rank) ?? 0 }));
  });
}
