import { isDeepStrictEqual } from "node:util";
import type { TAppContext } from "../../../app-context.ts";
import type { TTx } from "../../../db/database.ts";
import { type TMerchant, type TMerchantPatch, updateMerchant } from "../../merchants/index.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { recordOperatorAction } from "../../operators/index.ts";
import { lockMerchant } from "./settings-repo.ts";

type TAuditValues = Record<string, unknown>;
type TAuditPair = { before: TAuditValues; after: TAuditValues };

/**
 * What one settings call changes. By default the audit row holds the patched columns that really
 * change; `audit` is written as given instead where that would say too much (a password hash) or
 * too much noise (a whole tree for one node).
 */
export type TSettingsPlan = {
  patch: TMerchantPatch;
  audit?: TAuditPair;
};

/** Keeps only the fields whose value changes, so the audit row reads as what the operator did. */
function changedOnly({ before, after }: TAuditPair): TAuditPair {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((key) => !isDeepStrictEqual(before[key], after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

function patchedColumns(current: TMerchant, patch: TMerchantPatch): TAuditPair {
  const keys = Object.keys(patch) as (keyof TMerchantPatch)[];
  return {
    before: Object.fromEntries(keys.map((key) => [key, current[key]])),
    after: Object.fromEntries(keys.map((key) => [key, patch[key]])),
  };
}

/**
 * One settings change of the merchant being acted on: the row is locked and read afresh, the plan
 * decides the patch, and the patch and ONE audit row (the changed fields before and after) are
 * written in the same transaction. The site sees the change at once on this instance and within
 * MERCHANT_CACHE_MS on the others.
 */
export async function changeMerchantSettings(
  ctx: Pick<TAppContext, "database" | "merchants">,
  call: TConsoleCall,
  entry: { action: string; targetType: string; targetId?: string },
  plan: (current: TMerchant, tx: TTx) => TSettingsPlan | Promise<TSettingsPlan>,
): Promise<void> {
  const { found, merchant, client } = call;
  await ctx.database.db.transaction(async (tx) => {
    const current = await lockMerchant(tx, merchant.id);
    const { patch, audit } = await plan(current, tx);
    await updateMerchant(tx, merchant.id, patch);
    const { before, after } = audit ?? changedOnly(patchedColumns(current, patch));
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: entry.action,
        outcome: "ok",
        targetType: entry.targetType,
        targetId: entry.targetId ?? merchant.code,
        before,
        after,
      },
      client,
    );
  });
  ctx.merchants.invalidate();
}
