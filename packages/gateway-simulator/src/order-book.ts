import { randomBytes } from "node:crypto";

export type TOrderStatus = "pending" | "paid" | "failed";
export type TSettledStatus = Exclude<TOrderStatus, "pending">;

export type TOrderRequest = {
  merchantNo: string;
  orderNo: string;
  amount: number;
  currency: string;
  notifyUrl: string;
  returnUrl: string;
};

export type TNotification = {
  eventId: string;
  merchantNo: string;
  orderNo: string;
  gatewayOrderId: string;
  amount: number;
  currency: string;
  status: TSettledStatus;
  paidAt: string;
};

export type TSimOrder = TOrderRequest & {
  gatewayOrderId: string;
  status: TOrderStatus;
  createdAt: string;
  /** The webhook body sent when the order was settled; null while pending. */
  notification: TNotification | null;
};

export type TCreateResult = { kind: "created" | "existing"; order: TSimOrder } | { kind: "conflict" };

/** The simulator's orders, in memory, keyed by gateway id and by (merchantNo, orderNo). */
export function createOrderBook(now: () => number) {
  const byId = new Map<string, TSimOrder>();
  const byMerchantOrder = new Map<string, TSimOrder>();
  const merchantOrderKey = (merchantNo: string, orderNo: string) => JSON.stringify([merchantNo, orderNo]);

  return {
    /** Creates the order, or answers the existing one when the merchant repeats it with the same amount. */
    create(request: TOrderRequest): TCreateResult {
      const key = merchantOrderKey(request.merchantNo, request.orderNo);
      const existing = byMerchantOrder.get(key);
      if (existing)
        return existing.amount === request.amount
          ? { kind: "existing", order: existing }
          : { kind: "conflict" };
      const order: TSimOrder = {
        ...request,
        gatewayOrderId: `GW${randomBytes(8).toString("hex")}`,
        status: "pending",
        createdAt: new Date(now()).toISOString(),
        notification: null,
      };
      byId.set(order.gatewayOrderId, order);
      byMerchantOrder.set(key, order);
      return { kind: "created", order };
    },

    find(gatewayOrderId: string): TSimOrder | undefined {
      return byId.get(gatewayOrderId);
    },

    /**
     * Settles a pending order and returns the notification to send; `amount` overrides the notified
     * amount (the order keeps its own). A settled order keeps its first result and notification.
     */
    settle(order: TSimOrder, status: TSettledStatus, amount = order.amount): TNotification {
      if (order.notification) return order.notification;
      const notification: TNotification = {
        eventId: `EV${randomBytes(8).toString("hex")}`,
        merchantNo: order.merchantNo,
        orderNo: order.orderNo,
        gatewayOrderId: order.gatewayOrderId,
        amount,
        currency: order.currency,
        status,
        paidAt: new Date(now()).toISOString(),
      };
      order.status = status;
      order.notification = notification;
      return notification;
    },

    /** Copies of every order, oldest first, for tests to inspect. */
    list(): TSimOrder[] {
      return [...byId.values()].map((order) => ({
        ...order,
        notification: order.notification ? { ...order.notification } : null,
      }));
    },
  };
}

export type TOrderBook = ReturnType<typeof createOrderBook>;
