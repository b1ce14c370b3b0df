import type { TInputOf } from "@orchid/contract/endpoint-io";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import type { TTestApp } from "../../test/test-app.ts";
import { startTestApp } from "../../test/test-app.ts";
import { testDatabaseKind } from "../../test/test-database-kind.ts";
import { codeOf, memberSession, newKey } from "../../test/wallet-fixtures.ts";

// A refused request and its duplicate sent at the same moment must get the same answer: the
// refusal is stored under the key in the claiming transaction, so the duplicate waiting on the key
// replays it instead of running again against a balance that changed meanwhile (found by the
// chaos bank test). Only PostgreSQL can run the requests truly at once.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe.skipIf(testDatabaseKind() !== "postgres")("idempotency keys under concurrency", () => {
  it("answers a refused request and its concurrent duplicate alike, and replays the refusal's details", async () => {
    const demo = await memberSession(t, "demo01", "Demo1234");
    const send = (body: TInputOf<"walletTransfer">) =>
      callApi(t, "walletTransfer", body, { token: demo.token });
    const mismatches: string[] = [];
    for (let round = 0; round < 60; round += 1) {
      const key = newKey();
      const back = { from: "EMBER", to: "MAIN", amount: 100, idempotencyKey: key };
      const fund = send({ from: "MAIN", to: "EMBER", amount: 100, idempotencyKey: newKey() });
      const answers = await Promise.all([send(back), send(back), fund]);
      const again = await send(back);
      const outcomes = [answers[0], answers[1], again].map((a) => codeOf(a) ?? `ok ${okValue(a).transferId}`);
      if (new Set(outcomes).size !== 1) mismatches.push(outcomes.join(" | "));
      // Empty the game wallet for the next round.
      const wallets = await callApi(t, "merchantWallets", undefined, { token: demo.token });
      const ember =
        okValue(wallets).wallets.find((w: { wallet: string }) => w.wallet === "EMBER")?.balance ?? 0;
      if (ember > 0) await send({ from: "EMBER", to: "MAIN", amount: ember, idempotencyKey: newKey() });
    }
    expect(mismatches).toEqual([]);
  }, 60_000);
});

describe("remembered refusals", () => {
  it("replays a refusal with the same code and details", async () => {
    const demo = await memberSession(t, "demo01", "Demo1234");
    const body = { channelId: 2, amount: 10, idempotencyKey: newKey() };
    const first = await callApi(t, "deposit", body, { token: demo.token });
    const again = await callApi(t, "deposit", body, { token: demo.token });
    expect(failureOf(first).code).toBe("AMOUNT_OUT_OF_RANGE");
    expect(again.body).toEqual(first.body);
  });
});
