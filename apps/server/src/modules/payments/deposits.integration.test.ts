import { createHmac } from "node:crypto";
import type { TInputOf } from "@orchid/contract/endpoint-io";
import type { ZGatewayNotifyReply } from "@orchid/contract/gateway-notification";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { rowsOf } from "../../db/database.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { auditSince, lastAuditId, startConsoleTest } from "../../test/operator-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";
import { balanceOf, codeOf, memberSession, newKey, startDemoGateway } from "../../test/wallet-fixtures.ts";
import { renderCaptchaPng } from "../session/captcha-image.ts";
import { checkLedger } from "../wallet/ledger-check.ts";

let t: TTestApp;
let ownerToken: string;
let demo: { token: string; memberId: number };
let gateway: Awaited<ReturnType<typeof startDemoGateway>>;
beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
  demo = await memberSession(t, "demo01", "Demo1234");
  gateway = await startDemoGateway(t);
});
afterAll(async () => {
  await gateway?.close();
  await t?.close();
});

const onSite = () => ({ host: gateway.host });
const deposit = (body: TInputOf<"deposit">) =>
  callApi(t, "deposit", body, { token: demo.token, headers: onSite() });
const messages = async () =>
  okValue(await callApi(t, "inboxMessages", undefined, { token: demo.token })).rows as {
    kind: string;
    amount: number;
    orderNo: string;
  }[];

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("timed out");
}

async function notify(body: object, secret = gateway.secret, timestamp = Math.floor(Date.now() / 1000)) {
  const raw = JSON.stringify(body);
  const signature = createHmac("sha256", secret).update(`${timestamp}.${raw}`).digest("hex");
  const response = await t.app.inject({
    method: "POST",
    url: `/payments/gateway/${gateway.channelId}/notify`,
    headers: {
      "content-type": "application/json",
      "x-gateway-timestamp": String(timestamp),
      "x-gateway-signature": signature,
    },
    payload: raw,
  });
  // The gateway's own reply (not the site's envelope); only an accepted notification's outcome is read.
  return { status: response.statusCode, body: response.json() as z.output<typeof ZGatewayNotifyReply> };
}

describe("gateway deposits", () => {
  it("lists the merchant's channels with limits and fees, never the gateway secret", async () => {
    const channels = await callApi(t, "depositChannels", undefined, { token: demo.token });
    expect(okValue(channels).map((c: { kind: string }) => c.kind)).toEqual(["gateway", "bank"]);
    expect(JSON.stringify(okValue(channels))).not.toContain(gateway.secret);
  });

  it("creates the order at the gateway and credits it once, whatever the duplicates", async () => {
    const before = await balanceOf(t, demo.token);
    const created = await deposit({
      channelId: gateway.channelId,
      amount: 100_000,
      idempotencyKey: newKey(),
    });
    expect(okValue(created)).toMatchObject({
      status: "pending",
      amount: 100_000,
      fee: 1_000,
      credit: 99_000,
    });
    expect(okValue(created).payUrl).toContain(gateway.simulator.url);
    const [order] = gateway.simulator.orders();
    await gateway.simulator.pay(order?.gatewayOrderId ?? "", { duplicates: 3 });
    const after = await waitFor(
      () => balanceOf(t, demo.token),
      (b) => b.mainBalance !== before.mainBalance,
    );
    expect(after.mainBalance).toBe(before.mainBalance + 99_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(before.mainBalance + 99_000);
    const list = await callApi(t, "deposits", undefined, { token: demo.token });
    expect(okValue(list).rows[0]).toMatchObject({ status: "credited", payUrl: null });
    expect(await messages()).toContainEqual(
      expect.objectContaining({
        kind: "deposit_credited",
        amount: 99_000,
        orderNo: okValue(created).orderNo,
      }),
    );
  });

  it("refuses notifications with a bad signature or a stale timestamp", async () => {
    const body = {
      eventId: "EVX1",
      merchantNo: "DEMO001",
      orderNo: "D000",
      gatewayOrderId: "G",
      amount: 1,
      status: "paid",
    };
    expect((await notify(body, "wrong-secret")).status).toBe(401);
    expect((await notify(body, gateway.secret, Math.floor(Date.now() / 1000) - 3_600)).status).toBe(401);
  });

  it("does not credit a notification whose amount differs from the order", async () => {
    const before = await balanceOf(t, demo.token);
    const created = await deposit({ channelId: gateway.channelId, amount: 20_000, idempotencyKey: newKey() });
    const order = gateway.simulator.orders().find((o) => o.orderNo === okValue(created).orderNo);
    const answer = await notify({
      eventId: "EV-MISMATCH",
      merchantNo: "DEMO001",
      orderNo: okValue(created).orderNo,
      gatewayOrderId: order?.gatewayOrderId,
      amount: 999_999,
      status: "paid",
    });
    expect(answer.body.value.outcome).toBe("amount_mismatch");
    expect(await balanceOf(t, demo.token)).toEqual(before);
  });

  it("does not credit a notification in another currency, records it, and leaves the order open", async () => {
    const before = await balanceOf(t, demo.token);
    const created = await deposit({ channelId: gateway.channelId, amount: 25_000, idempotencyKey: newKey() });
    const order = gateway.simulator.orders().find((o) => o.orderNo === okValue(created).orderNo);
    const note = {
      merchantNo: "DEMO001",
      orderNo: okValue(created).orderNo,
      gatewayOrderId: order?.gatewayOrderId,
      amount: 25_000,
      status: "paid",
    };
    const usd = await notify({ ...note, eventId: "EV-USD", currency: "USD" });
    expect([usd.status, usd.body.value.outcome]).toEqual([200, "currency_mismatch"]);
    expect(await balanceOf(t, demo.token)).toEqual(before);
    const [recorded] = rowsOf<{ outcome: string }>(
      await t.ctx.database.db.execute(sql`select outcome from gateway_events where event_id = 'EV-USD'`),
    );
    expect(recorded?.outcome).toBe("currency_mismatch");
    const mmk = await notify({ ...note, eventId: "EV-MMK", currency: "MMK" });
    expect(mmk.body.value.outcome).toBe("credited");
    expect((await balanceOf(t, demo.token)).mainBalance).toBeGreaterThan(before.mainBalance);
  });

  it("fails an order the gateway reports failed, and tells the member", async () => {
    const created = await deposit({ channelId: gateway.channelId, amount: 30_000, idempotencyKey: newKey() });
    const order = gateway.simulator.orders().find((o) => o.orderNo === okValue(created).orderNo);
    await gateway.simulator.pay(order?.gatewayOrderId ?? "", { status: "failed" });
    await waitFor(messages, (rows) => rows.some((r) => r.kind === "deposit_failed"));
    const replay = await notify({
      eventId: "EV-LATE",
      merchantNo: "DEMO001",
      orderNo: okValue(created).orderNo,
      gatewayOrderId: order?.gatewayOrderId,
      amount: 30_000,
      status: "paid",
    });
    expect(replay.body.value.outcome).toBe("ignored");
  });

  it("shows an order nobody paid for two hours as expired, yet credits it if it is paid after all", async () => {
    const created = await deposit({ channelId: gateway.channelId, amount: 40_000, idempotencyKey: newKey() });
    const orderNo = okValue(created).orderNo;
    await t.ctx.database.db.execute(
      sql`update deposit_orders set created_at = now() - interval '3 hours' where order_no = ${orderNo}`,
    );
    const listed = await callApi(t, "deposits", undefined, { token: demo.token });
    expect(okValue(listed).rows.find((r: { orderNo: string }) => r.orderNo === orderNo)?.status).toBe(
      "expired",
    );
    const before = await balanceOf(t, demo.token);
    const order = gateway.simulator.orders().find((o) => o.orderNo === orderNo);
    const late = await notify({
      eventId: "EV-AFTER-EXPIRY",
      merchantNo: "DEMO001",
      orderNo,
      gatewayOrderId: order?.gatewayOrderId,
      amount: 40_000,
      status: "paid",
    });
    expect(late.body.value.outcome).toBe("credited");
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(before.mainBalance + okValue(created).credit);
  });

  it("refuses amounts outside the channel's limits", async () => {
    const low = await deposit({ channelId: gateway.channelId, amount: 10, idempotencyKey: newKey() });
    expect(failureOf(low).code).toBe("AMOUNT_OUT_OF_RANGE");
  });
});

describe("bank deposits", () => {
  let bankId: number;
  beforeAll(async () => {
    const channels = await callApi(t, "depositChannels", undefined, { token: demo.token });
    const bank = okValue(channels).find((c) => c.kind === "bank");
    if (!bank) throw new Error("no bank channel");
    bankId = bank.id;
  });

  it("needs a proof image, then waits for an operator who credits it once", async () => {
    const without = await deposit({ channelId: bankId, amount: 50_000, idempotencyKey: newKey() });
    expect(failureOf(without).code).toBe("PROOF_REQUIRED");
    const upload = await callApi(
      t,
      "memberUpload",
      {
        name: "slip.png",
        dataBase64: Buffer.from(renderCaptchaPng("2468", () => 0)).toString("base64"),
      },
      { token: demo.token },
    );
    expect(upload.body.success).toBe(true);
    const created = await deposit({
      channelId: bankId,
      amount: 50_000,
      proofMediaIds: [okValue(upload).mediaId],
      remark: "paid at 10:00",
      idempotencyKey: newKey(),
    });
    expect(okValue(created).status).toBe("awaiting_approval");
    const before = await balanceOf(t, demo.token);
    const queue = await callApi(t, "boDeposits", { status: "awaiting_approval" }, { token: ownerToken });
    const row = okValue(queue).rows.find((r: { orderNo: string }) => r.orderNo === okValue(created).orderNo);
    expect(row?.proofUrls).toEqual([okValue(upload).url]);
    const approve = () =>
      callApi(t, "boDecideDeposit", { id: row?.id ?? 0, decision: "approve" }, { token: ownerToken });
    const mark = await lastAuditId(t);
    const [first, second] = await Promise.all([approve(), approve()]);
    expect([codeOf(first), codeOf(second)].filter(Boolean)).toEqual(["ORDER_STATE_CHANGED"]);
    const audit = (await auditSince(t, mark)).filter((r) => r.outcome === "ok");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "payments.deposit.approve", after: { status: "credited" } });
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(before.mainBalance + 50_000);
  });

  it("refuses another member's upload as proof", async () => {
    const agent = await memberSession(t, "agent01", "Agent1234");
    const upload = await callApi(
      t,
      "memberUpload",
      {
        name: "slip.png",
        dataBase64: Buffer.from(renderCaptchaPng("2468", () => 0)).toString("base64"),
      },
      { token: agent.token },
    );
    const taken = await deposit({
      channelId: bankId,
      amount: 50_000,
      proofMediaIds: [okValue(upload).mediaId],
      idempotencyKey: newKey(),
    });
    expect(failureOf(taken).code).toBe("INVALID_INPUT");
  });

  it("refuses a proof that is not a png or jpeg", async () => {
    const upload = await callApi(
      t,
      "memberUpload",
      { name: "slip.txt", dataBase64: Buffer.from("hello").toString("base64") },
      { token: demo.token },
    );
    expect(failureOf(upload).code).toBe("UPLOAD_TYPE_UNSUPPORTED");
  });

  it("leaves the ledger sound", async () => {
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});
