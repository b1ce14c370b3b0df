import type { TBoGameVendor, ZBoGameVendorUpdate } from "@orchid/contract/backoffice-games";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { fieldChange, writeAuditedChange } from "../../operators/index.ts";
import { presentGameVendor } from "./game-vendor-presenter.ts";
import {
  hasMoneyInVendorWallets,
  listVendorsWithCounts,
  lockVendor,
  updateVendor,
} from "./game-vendor-repo.ts";

type TUpdateInput = z.output<typeof ZBoGameVendorUpdate>;
const FIELDS = ["name", "enabled", "walletMode", "sortOrder", "maxWinMultiplier"] as const;

/** `GET /bo/games/vendors`: every vendor, in the lobby's order, with its game counts. */
export async function listGameVendors(ctx: Pick<TAppContext, "database">): Promise<TBoGameVendor[]> {
  return (await listVendorsWithCounts(ctx.database.db)).map(presentGameVendor);
}

/**
 * `PUT /bo/games/vendors`: a vendor's name, switch, wallet mode, place and maximum win multiplier
 * (platform operators; the wallet sees a change within its 2 s vendor cache).
 * A transfer vendor whose members still hold money in its wallets stays a transfer vendor: as a
 * seamless one its wallets would drop out of the member's transfer page with the money in them.
 * A wallet transfer already under way in the 2 s the vendor list is cached is not seen here;
 * switching back to transfer shows such a wallet again.
 */
export async function updateGameVendor(
  ctx: Pick<TAppContext, "database" | "transferVendors">,
  call: TConsoleCall,
  input: TUpdateInput,
): Promise<TBoGameVendor> {
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    const vendor = await lockVendor(tx, input.code);
    if (!vendor) throw new AppError("NOT_FOUND");
    const change = fieldChange(vendor, input, FIELDS);
    const isLeavingTransfer = vendor.walletMode === "transfer" && change.patch.walletMode === "seamless";
    if (isLeavingTransfer && (await hasMoneyInVendorWallets(tx, vendor.code)))
      throw new AppError("VENDOR_WALLETS_NOT_EMPTY");
    const target = { action: "games.vendor.update", targetType: "game_vendor", targetId: vendor.code };
    await writeAuditedChange(tx, call, {
      target,
      change,
      write: (patch) => updateVendor(tx, vendor.code, patch),
    });
  });
  // The wallet's transfer-vendor list on this instance; others see the change within its 2 s.
  ctx.transferVendors.invalidate();
  const [row] = await listVendorsWithCounts(db, input.code);
  if (!row) throw new AppError("NOT_FOUND");
  return presentGameVendor(row);
}
