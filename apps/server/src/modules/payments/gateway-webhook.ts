import { type TWebhookOutcome, ZGatewayNotification } from "@orchid/contract/gateway-notification";
import { eq, sql } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import { rowsOf } from "../../db/database.ts";
import { depositOrders } from "../../db/schema/payments.ts";
import { AppError } from "../../http/app-error.ts";
import { isBodySignatureValid } from "../../http/body-signature.ts";
import { findChannelById } from "./channels-repo.ts";
import { announceSettlement, creditDeposit, depositAccounts, failDeposit } from "./deposit-settlement.ts";
import { lockDepositByOrderNo, merchantCurrency } from "./deposits-repo.ts";

/**
 * A gateway's signed notification for one of its orders. Checked in order: the channel exists
 * and is a gateway, the HMAC signature and timestamp (SIGNATURE_INVALID otherwise), the body,
 * the merchant number, the order belongs to this channel. Then, in one transaction: the event id
 * is recorded (a replayed event changes nothing), the order is locked, and a pending order is
 * credited (or failed) once — only when the notified amount equals the order's amount and the
 * notified currency (when given) is the merchant's. A mismatch is recorded and leaves the order
 * open for an operator.
 */
export async function handleGatewayNotification(
  ctx: TAppContext,
  channelId: number,
  headers: { timestamp?: string; signature?: string },
  rawBody: string,
): Promise<TWebhookOutcome> {
  const db = ctx.database.db;
  const channel = await findChannelById(db, channelId);
  if (channel?.kind !== "gateway" || !channel.gatewaySecret) throw new AppError("NOT_FOUND");
  if (
    !isBodySignatureValid(channel.gatewaySecret, headers.timestamp, headers.signature, rawBody, Date.now())
  ) {
    throw new AppError("SIGNATURE_INVALID");
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError("MALFORMED_REQUEST");
  }
  const note = ZGatewayNotification.parse(body);
  if (note.merchantNo !== channel.gatewayMerchantNo) throw new AppError("SIGNATURE_INVALID");
  const [known] = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, note.orderNo));
  if (!known || known.channelId !== channel.id) throw new AppError("NOT_FOUND");
  const accounts = await depositAccounts(ctx, known);
  const currency = await merchantCurrency(db, known.merchantId);
  const outcome = await db.transaction(async (tx): Promise<TWebhookOutcome> => {
    const order = await lockDepositByOrderNo(tx, note.orderNo);
    if (!order) throw new AppError("NOT_FOUND");
    let result: TWebhookOutcome;
    // An expired order that is paid after all is still the member's money: it is credited.
    const isOpen = order.status === "pending" || (order.status === "expired" && note.status === "paid");
    if (!isOpen) result = "ignored";
    else if (note.currency !== undefined && note.currency !== currency) result = "currency_mismatch";
    else if (note.amount !== order.amountMinor) result = "amount_mismatch";
    else result = note.status === "paid" ? "credited" : "failed";
    const fresh = rowsOf(
      await tx.execute(sql`
        insert into gateway_events (channel_id, event_id, order_no, outcome)
        values (${channel.id}, ${note.eventId}, ${note.orderNo}, ${result})
        on conflict do nothing returning 1 as fresh`),
    );
    if (fresh.length === 0) return "duplicate";
    const extra = { gatewayReference: note.gatewayOrderId };
    if (result === "credited") await creditDeposit(tx, order, accounts, ctx.now(), extra);
    if (result === "failed") await failDeposit(tx, order, ctx.now(), extra);
    return result;
  });
  if (outcome === "credited" || outcome === "failed") announceSettlement(ctx, known.memberId);
  return outcome;
}
