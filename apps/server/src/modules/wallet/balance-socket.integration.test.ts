import { ZBalanceSocketMessage } from "@orchid/contract/wallet";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { members } from "../../db/schema/accounts.ts";
import { callApi } from "../../test/api-client.ts";
import type { TTestApp } from "../../test/test-app.ts";
import { startTestApp } from "../../test/test-app.ts";
import { memberSession, newKey } from "../../test/wallet-fixtures.ts";

let t: TTestApp;
let origin: string;
beforeAll(async () => {
  t = await startTestApp();
  origin = (await t.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
});
afterAll(async () => t?.close());

type TPush = { type: string; sumBalance?: number; count?: number };

/** Opens the member socket and collects what it pushes. */
async function openSocket(token: string, merchant = "demo") {
  const socket = new WebSocket(`${origin}/wps/ws?merchant=${merchant}`);
  const pushes: TPush[] = [];
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  socket.on("message", (data) => pushes.push(JSON.parse(data.toString()) as TPush));
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  socket.send(JSON.stringify({ type: "auth", token }));
  return { socket, pushes, closed };
}

async function until(check: () => boolean, ms = 2_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("balance socket", () => {
  it("pushes the balance and unread count at once, then within a second of a credit", async () => {
    const demo = await memberSession(t, "demo01", "Demo1234");
    const agent = await memberSession(t, "agent01", "Agent1234");
    const hash = await t.ctx.passwords.hash("135790");
    await t.ctx.database.db
      .update(members)
      .set({ paymentPasswordHash: hash })
      .where(eq(members.id, demo.memberId));
    const live = await openSocket(agent.token);
    await until(
      () => live.pushes.some((p) => p.type === "balance") && live.pushes.some((p) => p.type === "unread"),
    );
    const first = live.pushes.find((p) => p.type === "balance")?.sumBalance ?? 0;
    const sentAt = Date.now();
    const sent = await callApi(
      t,
      "uplineTransfer",
      { amount: 7_700, paymentPassword: "135790", idempotencyKey: newKey() },
      { token: demo.token },
    );
    expect(sent.body.success).toBe(true);
    await until(() => live.pushes.some((p) => p.type === "balance" && p.sumBalance === first + 7_700), 1_000);
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    live.socket.close();
  });

  it("pushes only the messages its contract entry declares", async () => {
    const demo = await memberSession(t, "demo01", "Demo1234");
    const live = await openSocket(demo.token);
    await until(() => live.pushes.length >= 2);
    for (const push of live.pushes)
      expect(ZBalanceSocketMessage.safeParse(push).success, push.type).toBe(true);
    live.socket.close();
  });

  it("closes a socket whose first message is not a valid session", async () => {
    const bad = await openSocket("not-a-token");
    expect(await bad.closed).toBe(1008);
    expect(bad.pushes).toEqual([]);
  });

  it("closes a socket for an unknown merchant", async () => {
    const demo = await memberSession(t, "demo01", "Demo1234");
    const bad = await openSocket(demo.token, "nope");
    expect(await bad.closed).toBe(1008);
  });
});
