import type { TBoGameVendor, ZBoGameVendorUpdate } from "@orchid/contract/backoffice-games";
import type { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import type { TConsoleCall } from "./console-gate.ts";
import { presentGameVendor } from "./game-vendor-presenter.ts";
import {
  hasMoneyInVendorWallets,
  listVendorsWithCounts,
  lockVendor,
  type TGameVendorPatch,
  type TGameVendorRow,
  updateVendor,
} from "./game-vendor-repo.ts";
import { recordOperatorAction } from "./operator-audit.ts";

type TUpdateInput = z.output<typeof ZBoGameVendorUpdate>;
const FIELDS = ["name", "enabled", "walletMode", "sortOrder"] as const;

/** `GET /bo/games/vendors`: every vendor, in the lobby's order, with its game counts. */
export async function listGameVendors(ctx: TAppContext): Promise<TBoGameVendor[]> {
  return (await listVendorsWithCounts(ctx.database.db)).map(presentGameVendor);
}

/** The fields the update changes, before and after (what the audit row keeps). */
function changesOf(vendor: TGameVendorRow, input: TUpdateInput) {
  const patch: TGameVendorPatch = {};
  const before: Record<string, unknown> = {};
  for (const key of FIELDS) {
    const value = input[key];
    if (value === undefined || value === vendor[key]) continue;
    before[key] = vendor[key];
    Object.assign(patch, { [key]: value });
  }
  return { patch, before };
}

/**
 * `PUT /bo/games/vendors`: a vendor's name, switch, wallet mode and place (platform operators).
 * A transfer vendor whose members still hold money in its wallets stays a transfer vendor: as a
 * seamless one its wallets would drop out of the member's transfer page with the money in them.
 * A wallet transfer already under way in the 2 s the vendor list is cached is not seen here;
 * switching back to transfer shows such a wallet again.
 */
export async function updateGameVendor(
  ctx: TAppContext,
  call: TConsoleCall,
  input: TUpdateInput,
): Promise<TBoGameVendor> {
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    const vendor = await lockVendor(tx, input.code);
    if (!vendor) throw new AppError("NOT_FOUND");
    const { patch, before } = changesOf(vendor, input);
    const isLeavingTransfer = vendor.walletMode === "transfer" && patch.walletMode === "seamless";
    if (isLeavingTransfer && (await hasMoneyInVendorWallets(tx, vendor.code)))
      throw new AppError("VENDOR_WALLETS_NOT_EMPTY");
    if (Object.keys(patch).length > 0) await updateVendor(tx, vendor.code, patch);
    await recordOperatorAction(
      tx,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action: "games.vendor.update",
        outcome: "ok",
        targetType: "game_vendor",
        targetId: vendor.code,
        before,
        after: patch,
      },
      call.client,
    );
  });
  // The wallet's transfer-vendor list on this instance; others see the change within its 2 s.
  ctx.transferVendors.invalidate();
  const [row] = await listVendorsWithCounts(db, input.code);
  if (!row) throw new AppError("NOT_FOUND");
  return presentGameVendor(row);
}
