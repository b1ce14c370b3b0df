import { describe, expect, it } from "vitest";
import type { TSimOrder } from "./order-book.ts";
import { formatMinorUnits, renderPayPage, renderResultPage } from "./pay-page.ts";

const order: TSimOrder = {
  gatewayOrderId: "GW0123456789abcdef",
  merchantNo: "M1",
  orderNo: `<D-1 "x">`,
  amount: 100005,
  currency: "USD",
  notifyUrl: "http://127.0.0.1:1/webhook",
  returnUrl: "http://127.0.0.1:1/wallet?from=pay&x=<1>",
  status: "pending",
  createdAt: "2025-01-15T12:00:00.000Z",
  notification: null,
};

describe("pay page", () => {
  it("formats minor units as major units with two decimals", () => {
    expect([0, 5, 100, 1050, 123456789].map(formatMinorUnits)).toEqual([
      "0.00",
      "0.05",
      "1.00",
      "10.50",
      "1234567.89",
    ]);
  });

  it("shows the order and posts Pay / Fail without scripts or external resources", () => {
    const html = renderPayPage(order);
    expect(html).toContain("Orchid Pay simulator");
    expect(html).toContain("1000.05 USD");
    expect(html).toContain(`&#60;D-1 &#34;x&#34;&#62;`);
    expect(html).toContain(`action="/pay/GW0123456789abcdef/complete"`);
    expect(html).toContain(`action="/pay/GW0123456789abcdef/fail"`);
    expect(html).toMatch(/data-testid="sim-pay">Pay</);
    expect(html).toMatch(/data-testid="sim-fail">Fail</);
    expect(html).not.toMatch(/<script|https?:\/\/|<link/);
  });

  it("shows the result and the way back to the merchant once settled", () => {
    const paid = renderResultPage({ ...order, status: "paid" });
    expect(paid).toContain(`data-testid="sim-result">Payment completed<`);
    expect(paid).toContain(`href="http://127.0.0.1:1/wallet?from=pay&#38;x=&#60;1&#62;"`);
    expect(paid).toContain("Return to merchant");
    expect(renderResultPage({ ...order, status: "failed" })).toContain("Payment failed");
  });
});
