import type { TInputOf } from "@orchid/contract/endpoint-io";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/database.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { codeOf, memberSession, newKey, startDemoGateway } from "../../test/wallet-fixtures.ts";
import { renderCaptchaPng } from "../session/captcha-image.ts";

// Per-member quotas: bank deposits awaiting review, unpaid gateway orders and proof bytes a day.
// Each limit is claimed before it is checked, so a burst of 50 parallel calls never passes it.

const BURST = 50;
let t: TTestApp;
let gateway: Awaited<ReturnType<typeof startDemoGateway>>;
let demo: { token: string; memberId: number };
let agent: { token: string; memberId: number };

beforeAll(async () => {
  t = await startTestApp({
    MEMBER_PENDING_BANK_DEPOSITS: "3",
    MEMBER_OPEN_GATEWAY_ORDERS: "4",
    MEMBER_PROOF_MB_PER_DAY: "1",
  });
  gateway = await startDemoGateway(t);
  demo = await memberSession(t, "demo01", "Demo1234");
  agent = await memberSession(t, "agent01", "Agent1234");
});
afterAll(async () => {
  await gateway?.close();
  await t?.close();
});

const onSite = () => ({ host: gateway.host });
const deposit = (body: TInputOf<"deposit">) =>
  callApi(t, "deposit", body, { token: demo.token, headers: onSite() });
const upload = (token: string, bytes: Buffer) =>
  callApi(t, "memberUpload", { name: "slip.png", dataBase64: bytes.toString("base64") }, { token });

async function channelOf(kind: "bank" | "gateway"): Promise<number> {
  const channels = await callApi(t, "depositChannels", undefined, { token: demo.token });
  const channel = okValue(channels).find((c) => c.kind === kind);
  if (!channel) throw new Error(`no ${kind} channel`);
  return channel.id;
}

async function ordersOf(status: string): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await t.ctx.database.db.execute(
      sql`select count(*) as n from deposit_orders where member_id = ${demo.memberId} and status = ${status}`,
    ),
  );
  return Number(row?.n);
}

describe("per-member deposit quotas", () => {
  it("lets a burst of 50 bank deposits leave at most 3 awaiting review, the rest told why", async () => {
    const proof = await upload(demo.token, Buffer.from(renderCaptchaPng("1357", () => 0)));
    const bankId = await channelOf("bank");
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        deposit({
          channelId: bankId,
          amount: 50_000,
          proofMediaIds: [okValue(proof).mediaId],
          idempotencyKey: newKey(),
        }),
      ),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(3);
    const refused = answers.filter((a) => !a.body.success);
    expect(new Set(refused.map((a) => `${a.status} ${failureOf(a).code} ${a.body.message}`))).toEqual(
      new Set(["409 DEPOSIT_LIMIT_REACHED err_deposit_limit"]),
    );
    expect(await ordersOf("awaiting_approval")).toBe(3);
  });

  it("lets a burst of 50 gateway orders leave at most 4 unpaid", async () => {
    const gatewayId = await channelOf("gateway");
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        deposit({ channelId: gatewayId, amount: 20_000, idempotencyKey: newKey() }),
      ),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(4);
    expect(answers.filter((a) => codeOf(a) === "DEPOSIT_LIMIT_REACHED")).toHaveLength(BURST - 4);
    expect(await ordersOf("pending")).toBe(4);
  });

  it("stores at most the day's proof bytes of a burst of 50 uploads", async () => {
    const png = Buffer.from(renderCaptchaPng("2468", () => 0));
    const image = Buffer.concat([png, Buffer.alloc(100_000 - png.length)]);
    const answers = await Promise.all(Array.from({ length: BURST }, () => upload(agent.token, image)));
    const stored = answers.filter((a) => a.body.success).length;
    expect(stored).toBe(Math.floor(1_048_576 / image.length));
    const refused = answers.filter((a) => !a.body.success);
    expect(new Set(refused.map((a) => `${a.status} ${failureOf(a).code} ${a.body.message}`))).toEqual(
      new Set(["429 PROOF_QUOTA_REACHED err_proof_quota"]),
    );
    const [bytes] = rowsOf<{ n: string }>(
      await t.ctx.database.db.execute(
        sql`select coalesce(sum(byte_size), 0) as n from media where member_id = ${agent.memberId}`,
      ),
    );
    expect(Number(bytes?.n)).toBeLessThanOrEqual(1_048_576);
  });
});
