import { z } from "zod";

/**
 * The seamless-wallet protocol a game vendor calls (docs/vendor-wallet.md): one body and one
 * answer per operation. Every body is signed with the vendor's secret; amounts are minor units.
 */

/** A vendor's own ids: transaction and round ids, printable and short. */
const ZVendorTxId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/);
const ZPlayerId = z.string().regex(/^[1-9][0-9]{0,9}$/);
/** Minor units, a whole number; at most 10^12 (ten billion in major units). */
const ZMinor = z.number().int().min(0).max(1_000_000_000_000);
const ZLaunchToken = z.string().min(16).max(512);

/** The vendor's code in the call's path (`/vendor/{vendor}/wallet/…`). */
export const ZVendorPath = z.object({ vendor: z.string().regex(/^[A-Za-z0-9_]{1,32}$/) });

/** The bodies of the protocol, one per operation. */
export const VENDOR_WALLET_REQUESTS = {
  authenticate: z.object({ token: ZLaunchToken }),
  balance: z.object({ playerId: ZPlayerId }),
  bet: z.object({
    playerId: ZPlayerId,
    token: ZLaunchToken,
    txId: ZVendorTxId,
    roundId: ZVendorTxId,
    amount: ZMinor.min(1),
  }),
  win: z.object({
    playerId: ZPlayerId,
    txId: ZVendorTxId,
    roundId: ZVendorTxId,
    amount: ZMinor,
    roundClosed: z.boolean().default(true),
  }),
  rollback: z.object({
    playerId: ZPlayerId,
    txId: ZVendorTxId,
    refTxId: ZVendorTxId,
    roundId: ZVendorTxId,
  }),
} as const;

export type TVendorWalletOperation = keyof typeof VENDOR_WALLET_REQUESTS;

/** The answer of every operation: Orchid's envelope around the operation's value. */
function zVendorAnswer<V extends z.ZodType>(value: V) {
  return z.object({ success: z.literal(true), message: z.string(), value });
}

const ZBalance = { balance: z.number().int(), currency: z.string() };
const ZMoved = { ...ZBalance, txId: z.string(), replayed: z.boolean() };

export const VENDOR_WALLET_ANSWERS = {
  authenticate: zVendorAnswer(
    z.object({ playerId: z.string(), gameId: z.number().int(), language: z.string(), ...ZBalance }),
  ),
  balance: zVendorAnswer(z.object(ZBalance)),
  bet: zVendorAnswer(z.object({ ...ZMoved, roundId: z.string() })),
  win: zVendorAnswer(z.object(ZMoved)),
  rollback: zVendorAnswer(z.object(ZMoved)),
} as const satisfies Record<TVendorWalletOperation, z.ZodType>;
