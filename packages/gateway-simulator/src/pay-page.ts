import type { TSimOrder } from "./order-book.ts";

const STYLE = `
body { font-family: system-ui, sans-serif; background: #f4f1fa; color: #21172f; margin: 0; }
main { max-width: 22rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 1.5rem;
  box-shadow: 0 4px 20px rgb(33 23 47 / 12%); }
h1 { font-size: 1.1rem; margin: 0 0 1rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; margin: 0 0 1.5rem; }
dt { color: #6b5d80; } dd { margin: 0; font-weight: 600; }
.actions { display: flex; gap: .75rem; } form { flex: 1; margin: 0; }
button { width: 100%; padding: .7rem; border: 0; border-radius: 8px; font-size: 1rem; cursor: pointer; }
.pay { background: #6d3fc0; color: #fff; } .fail { background: #ece6f5; color: #21172f; }
.result { font-size: 1.2rem; font-weight: 600; margin: 0 0 1rem; }
`;

/** Escapes text for safe use inside HTML text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Minor units as major units with two decimals, by integer arithmetic (1050 → "10.50"). */
export function formatMinorUnits(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const units = Math.abs(amount);
  return `${sign}${Math.floor(units / 100)}.${String(units % 100).padStart(2, "0")}`;
}

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>Orchid Pay simulator</h1>
${content}
</main></body>
</html>
`;
}

function orderDetails(order: TSimOrder): string {
  return `<dl>
<dt>Order</dt><dd data-testid="sim-order-no">${escapeHtml(order.orderNo)}</dd>
<dt>Amount</dt><dd data-testid="sim-amount">${formatMinorUnits(order.amount)} ${escapeHtml(order.currency)}</dd>
</dl>`;
}

/** The payer's page for a pending order: its number, amount and the Pay / Fail buttons. */
export function renderPayPage(order: TSimOrder): string {
  const base = `/pay/${encodeURIComponent(order.gatewayOrderId)}`;
  return layout(
    "Orchid Pay simulator",
    `${orderDetails(order)}
<div class="actions">
<form method="post" action="${base}/complete"><button class="pay" type="submit" data-testid="sim-pay">Pay</button></form>
<form method="post" action="${base}/fail"><button class="fail" type="submit" data-testid="sim-fail">Fail</button></form>
</div>`,
  );
}

/** What the payer sees once the order is settled, with the way back to the merchant. */
export function renderResultPage(order: TSimOrder): string {
  const result = order.status === "paid" ? "Payment completed" : "Payment failed";
  return layout(
    result,
    `${orderDetails(order)}
<p class="result" data-testid="sim-result">${result}</p>
<a href="${escapeHtml(order.returnUrl)}" data-testid="sim-return">Return to merchant</a>`,
  );
}

/** The page for an order id the simulator does not know. */
export function renderNotFoundPage(): string {
  return layout("Order not found", `<p class="result" data-testid="sim-result">Order not found</p>`);
}
