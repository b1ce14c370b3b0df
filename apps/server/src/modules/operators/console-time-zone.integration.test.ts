import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { merchants } from "../../db/schema/merchants.ts";
import { callApi, okValue } from "../../test/api-client.ts";
import { addMerchant, addOperator, operatorLogin, startConsoleTest } from "../../test/operator-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";

// The console shows every time in the zone of the merchant acted on; `/bo/me` tells it which.

let t: TTestApp;
let ownerToken: string;
beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
});
afterAll(async () => t?.close());

describe("the console's time zone", () => {
  it("is the operator's own merchant's zone", async () => {
    const me = await callApi(t, "boMe", undefined, { token: ownerToken });
    expect(okValue(me)).toMatchObject({ username: "owner", merchantCode: "demo", timeZone: "Asia/Yangon" });
  });

  it("is the zone of the merchant a platform owner acts on", async () => {
    const id = await addMerchant(t, "tzberlin");
    await t.ctx.database.db.update(merchants).set({ timeZone: "Europe/Berlin" }).where(eq(merchants.id, id));
    const platform = await addOperator(t, { username: "platform-tz", role: "owner", merchantId: null });
    const token = await operatorLogin(t, platform);
    const onBerlin = await callApi(t, "boMe", undefined, { token, merchant: "tzberlin" });
    expect(okValue(onBerlin)).toMatchObject({ merchantCode: null, timeZone: "Europe/Berlin" });
    const onDemo = await callApi(t, "boMe", undefined, { token, merchant: "demo" });
    expect(okValue(onDemo).timeZone).toBe("Asia/Yangon");
  });
});
