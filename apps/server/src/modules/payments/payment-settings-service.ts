import type { TBoPaymentSettings, TBoPaymentSettingsRequest } from "@orchid/contract/backoffice-payments";
import type { TAppContext } from "../../app-context.ts";
import { findMerchantById, type TMerchant, updateMerchant } from "../merchants/index.ts";
import type { TConsoleCall } from "../operators/index.ts";
import { recordOperatorAction } from "../operators/index.ts";

/** `GET /bo/payments/settings`: the merchant's withdrawal rules. */
export function presentPaymentSettings(merchant: TMerchant): TBoPaymentSettings {
  return {
    withdrawMin: merchant.withdrawMinMinor,
    withdrawMax: merchant.withdrawMaxMinor,
    withdrawDailyCount: merchant.withdrawDailyCount,
    withdrawDailyMax: merchant.withdrawDailyMaxMinor,
    withdrawFourEyesMin: merchant.withdrawFourEyesMinMinor,
    payoutConfirmMinutes: merchant.payoutConfirmMinutes,
  };
}

/**
 * `PUT /bo/payments/settings`: replaces the withdrawal rules (validated by the contract's schema),
 * audited with before and after; the site's merchant cache is refreshed at once.
 */
export async function setPaymentSettings(
  ctx: Pick<TAppContext, "database" | "merchants">,
  call: TConsoleCall,
  input: TBoPaymentSettingsRequest,
): Promise<TBoPaymentSettings> {
  const { found, merchant, client } = call;
  const db = ctx.database.db;
  const after = await db.transaction(async (tx) => {
    const current = (await findMerchantById(tx, merchant.id)) ?? merchant;
    const next: TBoPaymentSettings = {
      withdrawMin: input.withdrawMin,
      withdrawMax: input.withdrawMax,
      withdrawDailyCount: input.withdrawDailyCount,
      withdrawDailyMax: input.withdrawDailyMax,
      withdrawFourEyesMin: input.withdrawFourEyesMin,
      payoutConfirmMinutes: input.payoutConfirmMinutes,
    };
    await updateMerchant(tx, merchant.id, {
      withdrawMinMinor: next.withdrawMin,
      withdrawMaxMinor: next.withdrawMax,
      withdrawDailyCount: next.withdrawDailyCount,
      withdrawDailyMaxMinor: next.withdrawDailyMax,
      withdrawFourEyesMinMinor: next.withdrawFourEyesMin,
      payoutConfirmMinutes: next.payoutConfirmMinutes,
    });
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "payments.settings",
        outcome: "ok",
        targetType: "merchant",
        targetId: merchant.id,
        before: presentPaymentSettings(current),
        after: next,
      },
      client,
    );
    return next;
  });
  ctx.merchants.invalidate();
  return after;
}
