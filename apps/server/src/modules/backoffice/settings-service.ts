import type { TBoStatusRequest, TBoToggleRequest } from "@orchid/contract/backoffice";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import type { TClientInfo } from "../session/session-service.ts";
import type { TMerchant } from "../system/merchant-repo.ts";
import { updateMerchant } from "../system/merchant-repo.ts";
import { parseRange } from "../system/region.ts";
import { setToggle } from "../system/set-toggle.ts";
import { recordOperatorAction } from "./operator-audit.ts";
import type { TOperatorContext } from "./operator-session.ts";

function checkRanges(field: string, list: string[] | undefined): string[] | undefined {
  if (!list) return undefined;
  const cleaned = list.map((value) => value.trim()).filter(Boolean);
  const bad = cleaned.findIndex((value) => parseRange(value) === null);
  if (bad >= 0)
    throw new AppError("INVALID_INPUT", {
      fields: [{ field, path: `${field}.${bad}`, key: "err_invalid_input" }],
    });
  return cleaned;
}

/**
 * System status (0 normal, 1 maintenance) and region lists; the site sees the change at once on
 * this instance and within MERCHANT_CACHE_MS on others.
 */
export async function setMerchantStatus(
  ctx: TAppContext,
  found: TOperatorContext,
  merchant: TMerchant,
  input: TBoStatusRequest,
  client: TClientInfo,
): Promise<void> {
  const regionAllow = checkRanges("regionAllow", input.regionAllow);
  const regionDeny = checkRanges("regionDeny", input.regionDeny);
  const before = {
    systemStatus: merchant.systemStatus,
    regionRestrictionEnabled: merchant.regionRestrictionEnabled,
    regionAllow: merchant.regionAllow,
    regionDeny: merchant.regionDeny,
  };
  const after = {
    systemStatus: input.systemStatus,
    regionRestrictionEnabled: input.regionRestrictionEnabled ?? merchant.regionRestrictionEnabled,
    regionAllow: regionAllow ?? merchant.regionAllow,
    regionDeny: regionDeny ?? merchant.regionDeny,
  };
  await ctx.database.db.transaction(async (tx) => {
    await updateMerchant(tx, merchant.id, after);
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "settings.status",
        outcome: "ok",
        targetType: "merchant",
        targetId: merchant.code,
        before,
        after,
      },
      client,
    );
  });
  ctx.merchants.invalidate();
}

/** Switches one settings-tree toggle. */
export async function setMerchantToggle(
  ctx: TAppContext,
  found: TOperatorContext,
  merchant: TMerchant,
  input: TBoToggleRequest,
  client: TClientInfo,
): Promise<void> {
  const tree = setToggle(merchant.settingsTree, input.modId, input.enabled);
  if (!tree) throw new AppError("NOT_FOUND", { modId: input.modId });
  await ctx.database.db.transaction(async (tx) => {
    await updateMerchant(tx, merchant.id, { settingsTree: tree });
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "settings.toggle",
        outcome: "ok",
        targetType: "toggle",
        targetId: input.modId,
        before: { enabled: !input.enabled },
        after: { enabled: input.enabled },
      },
      client,
    );
  });
  ctx.merchants.invalidate();
}
