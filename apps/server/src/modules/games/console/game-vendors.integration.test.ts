import type { TInputOf } from "@orchid/contract/endpoint-io";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/database.ts";
import { signedHeaders } from "../../../http/body-signature.ts";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
import { demoMerchant } from "../../../test/merchant-fixtures.ts";
import {
  auditSince,
  lastAuditId,
  loginNewOperator,
  operatorIdOf,
  startConsoleTest,
} from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";
import { memberSession, newKey } from "../../../test/wallet-fixtures.ts";

// Game vendors are platform-wide: every console role reads them (with their game counts and
// whether a secret is set, never the secret); a platform owner renames, switches, reorders,
// changes the wallet mode and rotates the secret, each change with one audit row. A merchant's
// operator, even its owner, is refused the changes.

let t: TTestApp;
let merchantOwnerToken = "";
let platformToken = "";
let platformId = 0;
let demoId = 0;
beforeAll(async () => {
  let ownerToken: string;
  ({ t, ownerToken } = await startConsoleTest());
  merchantOwnerToken = ownerToken;
  platformToken = await loginNewOperator(t, { username: "plat-vendors", role: "owner", merchantId: null });
  platformId = await operatorIdOf(t, "plat-vendors");
  demoId = (await demoMerchant(t)).id;
});
afterAll(async () => t?.close());

type TVendorRow = {
  code: string;
  name: string;
  enabled: boolean;
  sort_order: number;
  secret: string | null;
  max_win_multiplier: number;
};
async function vendorRow(code: string): Promise<TVendorRow> {
  const [row] = rowsOf<TVendorRow>(
    await t.ctx.database.db.execute(
      sql`select code, name, enabled, sort_order, secret, max_win_multiplier from game_vendors where code = ${code}`,
    ),
  );
  if (!row) throw new Error(`no vendor ${code}`);
  return row;
}

const updateVendor = (token: string, body: TInputOf<"boUpdateGameVendor">) =>
  callApi(t, "boUpdateGameVendor", body, { token });

describe("the vendor list", () => {
  it("shows every vendor in order with its game counts and whether a secret is set, never the secret", async () => {
    const finance = await loginNewOperator(t, {
      username: "fin-vendors",
      role: "finance",
      merchantId: demoId,
    });
    const list = await callApi(t, "boGameVendors", undefined, { token: finance });
    expect(list.status).toBe(200);
    const vendors: { code: string; sortOrder: number; gameCount: number; enabledGameCount: number }[] =
      okValue(list);
    const [counts] = rowsOf<{ total: number; enabled: number }>(
      await t.ctx.database.db.execute(sql`
        select count(*)::int as total, count(*) filter (where enabled)::int as enabled
        from games where vendor_code = 'NOVA'`),
    );
    const nova = vendors.find((v) => v.code === "NOVA");
    expect(nova).toMatchObject({
      name: "Nova Reels",
      walletMode: "seamless",
      enabled: true,
      hasSecret: true,
      gameCount: counts?.total,
      enabledGameCount: counts?.enabled,
    });
    expect(nova?.gameCount).toBeGreaterThan(0);
    expect(vendors.find((v) => v.code === "LUNA")).toMatchObject({ walletMode: "transfer" });
    const orders = vendors.map((v) => v.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const secret = (await vendorRow("NOVA")).secret ?? "";
    expect(secret.length).toBeGreaterThan(16);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(Object.keys(nova ?? {})).not.toContain("secret");
  });
});

describe("changing a vendor", () => {
  it("renames, switches off and reorders it for a platform owner, with one audit row of what changed", async () => {
    const mark = await lastAuditId(t);
    const answer = await updateVendor(platformToken, {
      code: "QUILL",
      name: "Quill Gaming Deluxe",
      enabled: false,
      sortOrder: 250,
      walletMode: "seamless",
    });
    expect(answer.status).toBe(200);
    expect(okValue(answer)).toMatchObject({
      code: "QUILL",
      name: "Quill Gaming Deluxe",
      enabled: false,
      sortOrder: 250,
      walletMode: "seamless",
    });
    expect(await vendorRow("QUILL")).toMatchObject({
      name: "Quill Gaming Deluxe",
      enabled: false,
      sort_order: 250,
    });
    const audit = await auditSince(t, mark);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operatorId: platformId,
      merchantId: demoId,
      action: "games.vendor.update",
      outcome: "ok",
      targetType: "game_vendor",
      targetId: "QUILL",
      // The unchanged wallet mode is not part of the change.
      before: { name: "Quill Gaming", enabled: true, sortOrder: 11 },
      after: { name: "Quill Gaming Deluxe", enabled: false, sortOrder: 250 },
    });
  });

  it("sets the vendor's maximum win multiplier, audited, and refuses one below 1", async () => {
    const mark = await lastAuditId(t);
    const answer = await updateVendor(platformToken, { code: "QUILL", maxWinMultiplier: 2_500 });
    expect(okValue(answer)).toMatchObject({ code: "QUILL", maxWinMultiplier: 2_500 });
    expect(await vendorRow("QUILL")).toMatchObject({ max_win_multiplier: 2_500 });
    expect((await auditSince(t, mark))[0]).toMatchObject({
      action: "games.vendor.update",
      before: { maxWinMultiplier: 10_000 },
      after: { maxWinMultiplier: 2_500 },
    });
    const zero = await updateVendor(platformToken, { code: "QUILL", maxWinMultiplier: 0 });
    expect(zero.status).toBe(400);
  });

  it("takes a switched-off vendor out of the lobby's vendor list and puts it back when switched on", async () => {
    const lobbyCodes = async () => {
      const vendors = await callApi(t, "gameVendors", { gameType: "RNG" });
      return okValue(vendors).map((v) => v.vassalage);
    };
    expect(await lobbyCodes()).not.toContain("QUILL");
    await updateVendor(platformToken, { code: "QUILL", enabled: true });
    expect(await lobbyCodes()).toContain("QUILL");
  });

  it("refuses a merchant's owner (platform data) before reading the body, and audits the refusal", async () => {
    const before = await vendorRow("NOVA");
    const mark = await lastAuditId(t);
    const answer = await updateVendor(merchantOwnerToken, { code: "NOVA", enabled: false });
    expect([answer.status, failureOf(answer).code]).toEqual([403, "FORBIDDEN"]);
    expect(await vendorRow("NOVA")).toEqual(before);
    const audit = await auditSince(t, mark);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operatorId: await operatorIdOf(t, "owner"),
      action: "games.vendor.update",
      outcome: "refused",
      after: { reason: "platform", permission: "games.vendors" },
    });
  });

  it("refuses a platform content operator by role: vendors are the owner's", async () => {
    const content = await loginNewOperator(t, {
      username: "plat-content-v",
      role: "content",
      merchantId: null,
    });
    const answer = await updateVendor(content, { code: "NOVA", enabled: false });
    expect([answer.status, failureOf(answer).code]).toEqual([403, "FORBIDDEN"]);
    const list = await callApi(t, "boGameVendors", undefined, { token: content });
    expect(list.status).toBe(200);
  });

  it("answers 404 for a vendor that does not exist and 400 for a change of nothing", async () => {
    const missing = await updateVendor(platformToken, { code: "NOPE", enabled: true });
    expect([missing.status, failureOf(missing).code]).toEqual([404, "NOT_FOUND"]);
    const empty = await updateVendor(platformToken, { code: "NOVA" });
    expect([empty.status, failureOf(empty).code]).toEqual([400, "INVALID_INPUT"]);
  });

  it("keeps a transfer vendor whose members hold money in its wallets from becoming seamless", async () => {
    const demo = await memberSession(t, "demo01", "Demo1234");
    const transfer = (body: Omit<TInputOf<"walletTransfer">, "idempotencyKey">) =>
      callApi(t, "walletTransfer", { ...body, idempotencyKey: newKey() }, { token: demo.token });
    expect((await transfer({ from: "MAIN", to: "LUNA", amount: 2_500 })).body.success).toBe(true);

    const refused = await updateVendor(platformToken, { code: "LUNA", walletMode: "seamless" });
    expect([refused.status, failureOf(refused).code]).toEqual([409, "VENDOR_WALLETS_NOT_EMPTY"]);

    expect((await transfer({ from: "LUNA", to: "MAIN", amount: 2_500 })).body.success).toBe(true);
    const switched = await updateVendor(platformToken, { code: "LUNA", walletMode: "seamless" });
    expect(okValue(switched)).toMatchObject({ code: "LUNA", walletMode: "seamless" });
    // The member's transfer page no longer offers it (the wallet's vendor cache was refreshed).
    const gone = await transfer({ from: "MAIN", to: "LUNA", amount: 100 });
    expect(gone.body.success).toBe(false);
    await updateVendor(platformToken, { code: "LUNA", walletMode: "transfer" });
    expect((await transfer({ from: "MAIN", to: "LUNA", amount: 100 })).body.success).toBe(true);
  });
});

describe("rotating a vendor's secret", () => {
  const rotate = (token: string, code: string) => callApi(t, "boRotateVendorSecret", { code }, { token });

  it("answers a new random secret once; the audit says only that it was rotated", async () => {
    const old = (await vendorRow("TIDE")).secret;
    const mark = await lastAuditId(t);
    const first = await rotate(platformToken, "TIDE");
    expect(first.status).toBe(200);
    const secret: string = okValue(first).secret;
    expect(okValue(first).code).toBe("TIDE");
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(secret).not.toBe(old);
    expect((await vendorRow("TIDE")).secret).toBe(secret);

    const audit = await auditSince(t, mark);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "games.vendor.secret",
      outcome: "ok",
      targetId: "TIDE",
      before: { hasSecret: true },
      after: { secret: "rotated" },
    });
    expect(JSON.stringify(audit)).not.toContain(secret);

    const again = await rotate(platformToken, "TIDE");
    expect(okValue(again).secret).not.toBe(secret);
    const list = await callApi(t, "boGameVendors", undefined, { token: platformToken });
    expect(JSON.stringify(list.body)).not.toContain(okValue(again).secret);
  });

  it("is not cached by the browser, and the wallet protocol takes the new secret, not the old", async () => {
    const old = (await vendorRow("MAPLE")).secret ?? "";
    const rotated = await rotate(platformToken, "MAPLE");
    const response = await t.app.inject({
      method: "POST",
      url: "/bo/games/vendors/secret",
      headers: { host: "localhost:8080", merchant: "demo", authorization: platformToken },
      payload: { code: "MAPLE" },
    });
    expect(response.headers["cache-control"]).toBe("no-store");
    const secret: string = response.json().value.secret;
    expect(secret).not.toBe(okValue(rotated).secret);

    const demo = await memberSession(t, "demo01", "Demo1234");
    const balance = (key: string) => {
      const raw = JSON.stringify({ playerId: String(demo.memberId) });
      return t.app.inject({
        method: "POST",
        url: "/vendor/MAPLE/wallet/balance",
        headers: { "content-type": "application/json", ...signedHeaders(key, raw, Date.now(), "Vendor") },
        payload: raw,
      });
    };
    expect((await balance(old)).json()).toMatchObject({ success: false, code: "SIGNATURE_INVALID" });
    expect((await balance(secret)).json()).toMatchObject({ success: true });
  });

  it("refuses a merchant's owner and a missing vendor", async () => {
    const refused = await rotate(merchantOwnerToken, "NOVA");
    expect([refused.status, failureOf(refused).code]).toEqual([403, "FORBIDDEN"]);
    const missing = await rotate(platformToken, "NOPE");
    expect([missing.status, failureOf(missing).code]).toEqual([404, "NOT_FOUND"]);
  });
});
