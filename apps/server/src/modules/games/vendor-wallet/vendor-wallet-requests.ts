import { z } from "zod";

/** A vendor's own ids: transaction and round ids, printable and short. */
const ZVendorId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/);
const ZPlayerId = z.string().regex(/^[1-9][0-9]{0,9}$/);
/** Minor units, a whole number; at most 10^12 (ten billion in major units). */
const ZMinor = z.number().int().min(0).max(1_000_000_000_000);
const ZLaunchToken = z.string().min(16).max(512);

/** The bodies of the seamless-wallet protocol (docs/vendor-wallet.md), one per operation. */
export const VENDOR_WALLET_REQUESTS = {
  authenticate: z.object({ token: ZLaunchToken }),
  balance: z.object({ playerId: ZPlayerId }),
  bet: z.object({
    playerId: ZPlayerId,
    token: ZLaunchToken,
    txId: ZVendorId,
    roundId: ZVendorId,
    amount: ZMinor.min(1),
  }),
  win: z.object({
    playerId: ZPlayerId,
    txId: ZVendorId,
    roundId: ZVendorId,
    amount: ZMinor,
    roundClosed: z.boolean().default(true),
  }),
  rollback: z.object({ playerId: ZPlayerId, txId: ZVendorId, refTxId: ZVendorId, roundId: ZVendorId }),
} as const;

export type TVendorWalletOperation = keyof typeof VENDOR_WALLET_REQUESTS;
export const VENDOR_WALLET_OPERATIONS = Object.keys(VENDOR_WALLET_REQUESTS) as TVendorWalletOperation[];
