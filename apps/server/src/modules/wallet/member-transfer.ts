import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { runIdempotent } from "./idempotent.ts";
import { postLedgerSteps } from "./ledger.ts";

/** A move from one member's main wallet to another's: an upline transfer or an agent's to its team. */
export type TMemberTransfer = {
  merchantId: number;
  from: { id: number };
  to: { id: number; username: string };
  amount: number;
  idempotencyKey: string;
  code: "upline_transfer" | "downline_transfer";
  /** Names the ledger key with the sender's id and the idempotency key (e.g. `upline`). */
  keyPrefix: string;
  /** More writes of the same transaction (the two inbox messages of a team transfer). */
  alongside?: (tx: TTx, transferId: string) => Promise<void>;
};

/**
 * Moves `amount` between two members' main wallets once per (sender, idempotency key): a repeat
 * answers what the first call did, the same key with another target or amount is refused. The
 * line names the other member on both sides' account records; both balances are pushed after the
 * commit. Answers the transfer and the sender's main balance after it.
 */
export async function transferBetweenMembers(
  ctx: Pick<TAppContext, "database" | "ledger" | "walletEvents">,
  move: TMemberTransfer,
): Promise<{ transferId: string; mainBalance: number }> {
  const db = ctx.database.db;
  const debit = await ctx.ledger.member(db, move.merchantId, move.from.id, "main");
  const credit = await ctx.ledger.member(db, move.merchantId, move.to.id, "main");
  const value = await runIdempotent(
    db,
    {
      merchantId: move.merchantId,
      scope: `member:${move.from.id}`,
      key: move.idempotencyKey,
      request: { [move.keyPrefix]: move.to.id, amount: move.amount },
    },
    async (tx) => {
      const { transfers, accounts } = await postLedgerSteps(tx, move.merchantId, [
        {
          phase: "posted",
          debit,
          credit,
          amount: move.amount,
          code: move.code,
          key: `${move.keyPrefix}:${move.from.id}:${move.idempotencyKey}`,
          reference: move.to.username,
        },
      ]);
      const transferId = String(transfers[0]?.id);
      await move.alongside?.(tx, transferId);
      const mine = accounts.get(debit);
      const mainBalance = mine ? mine.creditsPosted - mine.debitsPosted - mine.debitsPending : 0;
      return { transferId, mainBalance };
    },
  );
  ctx.walletEvents.publish("balance", [move.from.id, move.to.id]);
  return value;
}
