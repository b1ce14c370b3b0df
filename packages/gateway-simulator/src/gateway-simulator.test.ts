import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { verifyGatewaySignature } from "./gateway-signature.ts";
import { startGatewaySimulator, type TGatewaySimulator } from "./gateway-simulator.ts";
import { createTestMerchant } from "./test-merchant.ts";
import { startTestReceiver, type TReceivedWebhook } from "./test-receiver.ts";

const SECRETS: Record<string, string> = { M1: "merchant-one-secret", M2: "merchant-two-secret" };

let simulator: TGatewaySimulator;
let merchant: ReturnType<typeof createTestMerchant>;
const toClose: { close: () => Promise<void> }[] = [];
let orderCounter = 0;

beforeAll(async () => {
  simulator = await startGatewaySimulator({
    secretFor: (no) => SECRETS[no] ?? null,
    retryDelaysMs: [20, 20, 20],
  });
  merchant = createTestMerchant(simulator.url, "M1", "merchant-one-secret");
});
afterEach(async () => {
  await Promise.all(toClose.splice(0).map((receiver) => receiver.close()));
});
afterAll(() => simulator.close());

async function receiver(statuses: number[] = []) {
  const started = await startTestReceiver(statuses);
  toClose.push(started);
  return started;
}

async function createOrder(notifyUrl: string, amount = 1050) {
  orderCounter += 1;
  const orderNo = `D-${orderCounter}`;
  const answer = await merchant.createOrder({
    orderNo,
    amount,
    currency: "USD",
    notifyUrl,
    returnUrl: "http://127.0.0.1:9/wallet",
  });
  expect(answer.status).toBe(200);
  return { orderNo, ...(answer.body as { gatewayOrderId: string; payUrl: string; status: string }) };
}

function verifiedBody(webhook: TReceivedWebhook | undefined, secret = SECRETS.M1 ?? "") {
  const timestamp = webhook?.headers["x-gateway-timestamp"] as string | undefined;
  const signature = webhook?.headers["x-gateway-signature"] as string | undefined;
  const rawBody = webhook?.rawBody ?? "";
  expect(verifyGatewaySignature({ secret, timestamp, signature, rawBody, nowMs: Date.now() })).toBe(true);
  return JSON.parse(rawBody) as Record<string, unknown>;
}

const waitFor = async (isReady: () => boolean) => {
  for (let tries = 0; !isReady() && tries < 100; tries += 1) await new Promise((r) => setTimeout(r, 10));
};

describe("gateway simulator", () => {
  it("creates an order, shows its pay page, and delivers a signed webhook when paid", async () => {
    const hook = await receiver();
    const order = await createOrder(hook.url);
    expect(order.gatewayOrderId).toMatch(/^GW[0-9a-f]{16}$/);
    expect(order.payUrl).toBe(`${simulator.url}/pay/${order.gatewayOrderId}`);
    expect(order.status).toBe("pending");

    const page = await fetch(order.payUrl);
    const html = await page.text();
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html).toContain("10.50 USD");
    expect(html).toContain(order.orderNo);
    expect(html).toContain(`data-testid="sim-pay"`);
    expect(html).toContain(`data-testid="sim-fail"`);

    await simulator.pay(order.gatewayOrderId);
    expect(hook.received).toHaveLength(1);
    const body = verifiedBody(hook.received[0]);
    expect(body).toEqual({
      eventId: expect.stringMatching(/^EV[0-9a-f]{16}$/),
      merchantNo: "M1",
      orderNo: order.orderNo,
      gatewayOrderId: order.gatewayOrderId,
      amount: 1050,
      currency: "USD",
      status: "paid",
      paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const query = await merchant.queryOrder(order.gatewayOrderId);
    expect(query.body).toEqual({
      gatewayOrderId: order.gatewayOrderId,
      orderNo: order.orderNo,
      amount: 1050,
      currency: "USD",
      status: "paid",
    });
    expect(
      verifyGatewaySignature({
        secret: SECRETS.M1 ?? "",
        timestamp: query.headers.get("x-gateway-timestamp") ?? undefined,
        signature: query.headers.get("x-gateway-signature") ?? undefined,
        rawBody: query.rawBody,
        nowMs: Date.now(),
      }),
    ).toBe(true);
  });

  it("retries a receiver that answers 500 twice, re-signing the same body, until it answers 200", async () => {
    const hook = await receiver([500, 500, 200]);
    const order = await createOrder(hook.url);
    await simulator.pay(order.gatewayOrderId);
    expect(hook.received).toHaveLength(1);
    const eventId = verifiedBody(hook.received[0]).eventId;
    await waitFor(() => simulator.deliveries().some((d) => d.eventId === eventId && d.done));
    expect(hook.received).toHaveLength(3);
    expect(new Set(hook.received.map((webhook) => webhook.rawBody)).size).toBe(1);
    expect(verifiedBody(hook.received[2]).eventId).toBe(eventId);
    expect(simulator.deliveries().find((d) => d.eventId === eventId)).toEqual({
      eventId,
      attempts: 3,
      lastStatus: 200,
      done: true,
    });
  });

  it("refuses a stale request timestamp and signs every webhook retry with the current one", async () => {
    let clock = Date.now() - 301_000;
    const ticking = await startGatewaySimulator({
      secretFor: () => "s",
      now: () => clock,
      retryDelaysMs: [20],
    });
    toClose.push(ticking);
    const hook = await receiver([500, 200]);
    const tickingMerchant = createTestMerchant(ticking.url, "M1", "s");
    const fields = {
      orderNo: "TICK-1",
      amount: 100,
      currency: "USD",
      notifyUrl: hook.url,
      returnUrl: hook.url,
    };
    expect((await tickingMerchant.createOrder(fields)).status).toBe(401);
    clock = Date.now();
    const created = await tickingMerchant.createOrder(fields);
    await ticking.pay((created.body as { gatewayOrderId: string }).gatewayOrderId);
    clock += 120_000;
    await waitFor(() => hook.received.length === 2);
    const timestamps = hook.received.map((webhook) => Number(webhook.headers["x-gateway-timestamp"]));
    expect(timestamps[1]).toBe((timestamps[0] ?? 0) + 120);
    for (const webhook of hook.received) {
      const timestamp = webhook.headers["x-gateway-timestamp"] as string;
      const signature = webhook.headers["x-gateway-signature"] as string;
      const nowMs = Number(timestamp) * 1000;
      const isValid = verifyGatewaySignature({
        secret: "s",
        timestamp,
        signature,
        rawBody: webhook.rawBody,
        nowMs,
      });
      expect(isValid).toBe(true);
    }
  });

  it("gives up after the retry schedule when the receiver never answers 2xx", async () => {
    const hook = await receiver([503, 503, 503, 503, 503]);
    const order = await createOrder(hook.url);
    await simulator.pay(order.gatewayOrderId);
    const eventId = verifiedBody(hook.received[0]).eventId;
    await waitFor(() => hook.received.length === 4);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(hook.received).toHaveLength(4);
    expect(simulator.deliveries().find((d) => d.eventId === eventId)).toEqual({
      eventId,
      attempts: 4,
      lastStatus: 503,
      done: false,
    });
  });

  it("sends duplicates as N+1 identical notifications with one eventId", async () => {
    const hook = await receiver();
    const order = await createOrder(hook.url);
    await simulator.pay(order.gatewayOrderId, { duplicates: 2 });
    expect(hook.received).toHaveLength(3);
    const eventIds = new Set(hook.received.map((webhook) => verifiedBody(webhook).eventId));
    expect(eventIds.size).toBe(1);
    expect(new Set(hook.received.map((webhook) => webhook.rawBody)).size).toBe(1);
  });

  it("notifies the overridden amount so the merchant's amount check can be tested", async () => {
    const hook = await receiver();
    const order = await createOrder(hook.url);
    await simulator.pay(order.gatewayOrderId, { amount: 1 });
    expect(verifiedBody(hook.received[0]).amount).toBe(1);
    expect(simulator.orders().find((o) => o.gatewayOrderId === order.gatewayOrderId)?.amount).toBe(1050);
  });

  it("clicking Fail shows the result, notifies status failed, and a second click sends nothing new", async () => {
    const hook = await receiver();
    const order = await createOrder(hook.url);
    const click = () => fetch(`${order.payUrl}/fail`, { method: "POST", body: new URLSearchParams() });
    const html = await (await click()).text();
    expect(html).toContain(`data-testid="sim-result">Payment failed<`);
    expect(html).toContain(`href="http://127.0.0.1:9/wallet"`);
    expect(verifiedBody(hook.received[0]).status).toBe("failed");

    const again = await (await fetch(`${order.payUrl}/complete`, { method: "POST" })).text();
    expect(again).toContain("Payment failed");
    expect(hook.received).toHaveLength(1);
    expect(await (await fetch(order.payUrl)).text()).toContain("Payment failed");
  });

  it("answers the same order when the merchant repeats a create, and ORDER_CONFLICT for another amount", async () => {
    const fields = {
      orderNo: "REPEAT-1",
      amount: 2000,
      currency: "EUR",
      notifyUrl: "http://127.0.0.1:9/h",
      returnUrl: "http://127.0.0.1:9/r",
    };
    const first = await merchant.createOrder(fields);
    const second = await merchant.createOrder(fields);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const conflict = await merchant.createOrder({ ...fields, amount: 2001 });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ code: "ORDER_CONFLICT" });
    const otherMerchant = await createTestMerchant(simulator.url, "M2", SECRETS.M2 ?? "").createOrder(fields);
    expect((otherMerchant.body as { gatewayOrderId: string }).gatewayOrderId).not.toBe(
      (first.body as { gatewayOrderId: string }).gatewayOrderId,
    );
  });

  it("refuses bad signatures, unknown merchants, invalid bodies and bodies over 64 KiB", async () => {
    const fields = {
      orderNo: "BAD-1",
      amount: 100,
      currency: "USD",
      notifyUrl: "http://127.0.0.1:9/h",
      returnUrl: "http://127.0.0.1:9/r",
    };
    const forged = await merchant.createOrder(fields, "wrong-secret");
    expect([forged.status, forged.body]).toEqual([
      401,
      { code: "SIGNATURE_INVALID", message: expect.any(String) },
    ]);
    const unknown = await createTestMerchant(simulator.url, "M9", "x").createOrder(fields);
    expect([unknown.status, (unknown.body as { code: string }).code]).toEqual([404, "MERCHANT_UNKNOWN"]);
    const invalid = await Promise.all(
      [0, 10.5, "100"].map((amount) => merchant.createOrder({ ...fields, amount })),
    );
    expect(invalid.map((answer) => [answer.status, (answer.body as { code: string }).code])).toEqual([
      [400, "INVALID_REQUEST"],
      [400, "INVALID_REQUEST"],
      [400, "INVALID_REQUEST"],
    ]);
    expect(invalid[0]?.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const huge = await merchant.createOrder({ ...fields, padding: "x".repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    expect(simulator.orders().some((order) => order.orderNo === "BAD-1")).toBe(false);
  });

  it("answers health unsigned and a 404 page for an unknown order", async () => {
    const health = await fetch(`${simulator.url}/health`);
    expect([health.status, await health.json()]).toEqual([200, { ok: true }]);
    expect(health.headers.get("x-gateway-signature")).toBeNull();
    expect((await fetch(`${simulator.url}/pay/GW0000000000000000`)).status).toBe(404);
  });
});
