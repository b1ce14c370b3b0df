import type { TReferralSettings } from "@orchid/contract/referral";
import type { TAppContext } from "../../../../app-context.ts";
import { recordOperatorAction, type TConsoleCall } from "../../../operators/index.ts";
import { REFERRAL_OFF, referralSettingsOf, saveReferralSettings } from "../referral-repo.ts";

/** `GET /bo/referral/settings`. */
export async function consoleReferralSettings(
  ctx: Pick<TAppContext, "database">,
  call: Pick<TConsoleCall, "merchant">,
) {
  return (
    (await referralSettingsOf(ctx.database.db, [call.merchant.id])).get(call.merchant.id) ?? REFERRAL_OFF
  );
}

/** `PUT /bo/referral/settings`: audited with before and after. */
export async function saveConsoleReferralSettings(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TReferralSettings,
) {
  return ctx.database.db.transaction(async (tx) => {
    const before = (await referralSettingsOf(tx, [call.merchant.id])).get(call.merchant.id);
    await saveReferralSettings(tx, call.merchant.id, input);
    await recordOperatorAction(
      tx,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action: "referral.settings.save",
        outcome: "ok",
        targetType: "referral_settings",
        targetId: call.merchant.id,
        before: before ?? null,
        after: input,
      },
      call.client,
    );
    return input;
  });
}
