import { z } from "zod";
import { ZRowIdQuery } from "./row-id.ts";

/** The body of a gateway's signed notification (docs/payment-gateway.md §3). */
export const ZGatewayNotification = z.object({
  eventId: z.string().min(1).max(64),
  merchantNo: z.string().min(1).max(64),
  orderNo: z.string().min(1).max(64),
  gatewayOrderId: z.string().min(1).max(64),
  amount: z.number().int().positive(),
  currency: z.string().max(16).optional(),
  status: z.enum(["paid", "failed"]),
  paidAt: z.string().max(40).optional(),
});
export type TGatewayNotification = z.output<typeof ZGatewayNotification>;

/**
 * `POST /payments/gateway/:channelId/notify`: the channel in the path, the notification in the
 * body. The handler reads the body as the exact bytes the gateway signed, so it checks the
 * signature before it parses them.
 */
export const ZGatewayNotifyInput = ZGatewayNotification.extend({ channelId: ZRowIdQuery });

export const WEBHOOK_OUTCOMES = [
  "credited",
  "failed",
  "duplicate",
  "ignored",
  "amount_mismatch",
  "currency_mismatch",
] as const;
export type TWebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** The answer the gateway reads: any 2xx means "received, stop retrying"; the outcome says what happened. */
export const ZGatewayNotifyReply = z.object({
  success: z.literal(true),
  message: z.string(),
  value: z.object({ outcome: z.enum(WEBHOOK_OUTCOMES) }),
});
