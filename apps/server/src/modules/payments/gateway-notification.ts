import { z } from "zod";

/** The body of a gateway's signed notification (see docs/payment-gateway.md). */
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
