import type { TBoGameVendor } from "@orchid/contract/backoffice-games";
import type { TGameType } from "@orchid/contract/games";
import type { TVendorWithCounts } from "./game-vendor-repo.ts";

/** A vendor as the console lists it: whether a secret is set, never the secret. */
export function presentGameVendor(row: TVendorWithCounts): TBoGameVendor {
  return {
    code: row.code,
    name: row.name,
    walletMode: row.walletMode === "transfer" ? "transfer" : "seamless",
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    gameTypes: row.gameTypes as TGameType[],
    hasSecret: row.secret !== null && row.secret !== "",
    maxWinMultiplier: row.maxWinMultiplier,
    gameCount: row.gameCount,
    enabledGameCount: row.enabledGameCount,
  };
}
