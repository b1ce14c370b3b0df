import { ENDPOINTS } from "@orchid/contract/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";

/** The developer switches are contract entries, but only served when DEV_ROUTES=1 asks for them. */
const DEV_SWITCHES = Object.entries(ENDPOINTS).filter(([, e]) => e.path.startsWith("/dev/merchants/"));

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe("developer switches", () => {
  it("are declared in the contract as system calls anyone may call", () => {
    expect(DEV_SWITCHES.map(([name]) => name).sort()).toEqual([
      "devMerchantRegisterRule",
      "devMerchantStatus",
      "devMerchantToggle",
    ]);
    for (const [, entry] of DEV_SWITCHES)
      expect(entry).toMatchObject({ module: "system", caller: { kind: "public" } });
  });

  it("are not served without DEV_ROUTES=1", async () => {
    for (const [name, entry] of DEV_SWITCHES) {
      expect(t.app.hasRoute({ method: entry.method, url: entry.path }), name).toBe(false);
    }
    const response = await t.app.inject({
      method: "POST",
      url: "/dev/merchants/demo/status",
      headers: { host: "localhost", merchant: "demo" },
      payload: { status: 1 },
    });
    expect(response.statusCode).toBe(404);
  });
});
