import type { TBoDeposit, TBoDepositDecision } from "@orchid/contract/backoffice-payments";
import { and, eq } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import { depositOrders } from "../../db/schema/payments.ts";
import { AppError } from "../../http/app-error.ts";
import type { TConsoleCall } from "../operators/index.ts";
import { recordOperatorAction } from "../operators/index.ts";
import { consoleDeposit } from "./deposit-queue.ts";
import { announceSettlement, creditDeposit, depositAccounts, failDeposit } from "./deposit-settlement.ts";
import { lockDeposit } from "./deposits-repo.ts";

/**
 * `POST /bo/payments/deposits/decide`: an operator credits (approve) or refuses (reject) a bank
 * deposit awaiting approval. The order row is locked, so two operators cannot both credit it;
 * a decided order answers ORDER_STATE_CHANGED.
 */
export async function decideDeposit(
  ctx: TAppContext,
  call: TConsoleCall,
  input: TBoDepositDecision,
): Promise<TBoDeposit> {
  const { found, merchant, client } = call;
  const db = ctx.database.db;
  const [known] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.merchantId, merchant.id), eq(depositOrders.id, input.id)));
  if (!known) throw new AppError("NOT_FOUND", { id: input.id });
  const accounts = await depositAccounts(ctx, known);
  await db.transaction(async (tx) => {
    const order = await lockDeposit(tx, merchant.id, input.id);
    if (!order) throw new AppError("NOT_FOUND", { id: input.id });
    if (order.status !== "awaiting_approval")
      throw new AppError("ORDER_STATE_CHANGED", { status: order.status });
    const extra = { decidedBy: found.operator.id, note: input.note?.trim() || null };
    if (input.decision === "approve") await creditDeposit(tx, order, accounts, client.at, extra);
    else await failDeposit(tx, order, client.at, extra);
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: `payments.deposit.${input.decision}`,
        outcome: "ok",
        targetType: "deposit",
        targetId: order.id,
        before: { status: order.status },
        after: {
          status: input.decision === "approve" ? "credited" : "failed",
          amountMinor: order.amountMinor,
          note: extra.note,
        },
      },
      client,
    );
  });
  announceSettlement(ctx, known.memberId);
  const view = await consoleDeposit(db, input.id, ctx.mediaLinks.privateUrl);
  if (!view) throw new AppError("NOT_FOUND", { id: input.id });
  return view;
}
