import { ENDPOINTS } from "@orchid/contract/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";

let t: TTestApp;
beforeAll(async () => {
  // With the developer calls on, as local runs and the browser tests have them: every live entry,
  // those included, must then be served (dev/dev-routes.integration.test.ts checks they are off by default).
  t = await startTestApp({ DEV_ROUTES: "1" });
});
afterAll(async () => t?.close());

describe("the contract's endpoint table tells the truth", () => {
  it("every live call is served with its method and path", () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      if (endpoint.state !== "live") continue;
      expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path }), name).toBe(true);
    }
  });

  it("no planned call is served yet (it would have to be marked live)", () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      if (endpoint.state !== "planned") continue;
      expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path }), name).toBe(false);
    }
  });

  it("paths and names are unique per method", () => {
    const keys = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
