import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeOf } from "../test/account-calls.ts";
import { callApi, failureOf } from "../test/api-client.ts";
import { startTestApp, type TTestApp } from "../test/test-app.ts";

// The per-address limit on the site's API: a burst beyond it gets 429 envelopes, other addresses
// and other paths go on, and with Redis every instance counts against the same budget.

const LIMIT = 20;
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: "loopback" });
});
afterAll(async () => t?.close());

const status = (app: TTestApp, ip: string, headers?: Record<string, string>) =>
  callApi(app, "systemStatus", { url: "localhost" }, { ip, headers });

/** How many of a parallel burst were served and how many refused, with one refusal. */
async function burst(send: () => ReturnType<typeof status>, count: number) {
  const answers = await Promise.all(Array.from({ length: count }, send));
  const refused = answers.filter((a) => a.status === 429);
  return {
    served: answers.filter((a) => a.status === 200).length,
    refused: refused.length,
    sample: refused[0],
  };
}

describe("per-address rate limit", () => {
  it("answers a burst beyond the limit with 429 envelopes, and leaves another address alone", async () => {
    const { served, refused, sample } = await burst(() => status(t, "10.61.0.1"), LIMIT + 10);
    expect({ served, refused }).toEqual({ served: LIMIT, refused: 10 });
    expect(sample?.body).toEqual({
      success: false,
      code: "RATE_LIMITED",
      message: "err_rate_limited",
      value: { retryAfterSeconds: expect.any(Number) },
    });
    const retryAfterSeconds = sample && failureOf(sample).value?.retryAfterSeconds;
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);

    expect((await status(t, "10.61.0.2")).status).toBe(200);
    // Not the site's API: the health check stays reachable for the refused address.
    const health = await t.app.inject({ method: "GET", url: "/healthz", remoteAddress: "10.61.0.1" });
    expect(health.statusCode).toBe(200);
  });

  it("counts the client address the app resolves behind a trusted proxy, not the proxy's", async () => {
    const viaProxy = (client: string) => () => status(t, "127.0.0.1", { "x-forwarded-for": client });
    expect((await burst(viaProxy("203.0.113.10"), LIMIT + 5)).refused).toBe(5);
    expect((await burst(viaProxy("203.0.113.11"), LIMIT)).refused).toBe(0);
  });

  it("is off when RATE_LIMIT_PER_MINUTE is 0", async () => {
    const open = await startTestApp({ RATE_LIMIT_PER_MINUTE: "0" });
    try {
      expect((await burst(() => status(open, "10.61.1.1"), 60)).refused).toBe(0);
    } finally {
      await open.close();
    }
  });

  it("shares one count between two instances through Redis", async () => {
    const env = { RATE_LIMIT_PER_MINUTE: String(LIMIT), REDIS_URL: "redis://127.0.0.1:6379" };
    const [a, b] = await Promise.all([startTestApp(env), startTestApp(env)]);
    try {
      // A fresh address per run: Redis keeps the count for a minute across test runs.
      const ip = `10.62.${randomInt(256)}.${randomInt(1, 255)}`;
      const first = await burst(() => status(a, ip), 12);
      const second = await burst(() => status(b, ip), 12);
      expect(first).toMatchObject({ served: 12, refused: 0 });
      expect(second).toMatchObject({ served: LIMIT - 12, refused: 24 - LIMIT });
      expect(second.sample && codeOf(second.sample)).toBe("RATE_LIMITED");
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
