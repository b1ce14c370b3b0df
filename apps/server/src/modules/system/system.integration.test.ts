import { ZRegisterRules } from "@orchid/contract/register-rules";
import { enabledToggles, type TSettingsNode } from "@orchid/contract/settings-toggles";
import {
  ZCountryCode,
  ZDomainRoute,
  ZHelpArticle,
  ZJackpot,
  ZPermissionInfo,
  ZRouters,
  ZSystemStatus,
} from "@orchid/contract/system";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: "loopback" });
});
afterAll(async () => t?.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: "GET",
    url,
    headers: { host: "localhost:8080", "message-format": "key", ...headers },
  });
  // Raw inject, no Merchant header: these calls resolve the merchant from the host themselves.
  const body = response.json() as { success: boolean; code?: string; message: string; value: unknown };
  return { status: response.statusCode, body, headers: response.headers };
}
/** The help centre's answer, as far as these tests read it. */
type TArticleTitles = { title: string }[];

describe("system status and permission info", () => {
  it("answers the short status for the host's merchant", async () => {
    const { status, body } = await get("/wps/system/status");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(ZSystemStatus.parse(body.value)).toMatchObject({ status: 0, merchantCode: "demo" });
  });

  it("answers the full permission info when the page host is sent as url", async () => {
    const { body } = await get("/wps/system/status?url=127.0.0.1");
    const info = ZPermissionInfo.parse(body.value);
    expect(info.whitelabel).toMatchObject({
      merchantCode: "demo",
      defaultLanguage: "MY",
      currencySymbol: "K",
    });
    expect(info.whitelabel.languages).toContain("AR");
    expect(info.whitelabel.languages).not.toContain("KR");
    expect(info.location.url).toBe("127.0.0.1");
    expect(info.resources.map((r) => r.resourceType).sort()).toEqual(["ANDROID", "IOS", "IOS_LITE"]);
    expect(info.customerService.length).toBeGreaterThan(0);
    expect(info.utcOffsetMinutes).toBe(390);
    expect(Object.keys(info.register)).toHaveLength(15);
  });

  it("resolves the merchant from the Merchant header over the host", async () => {
    const { body } = await get("/wps/system/status", { host: "unknown.example", merchant: "DEMO" });
    expect((body.value as { merchantCode: string }).merchantCode).toBe("demo");
  });

  it("refuses an unknown merchant with a clear envelope, not a crash", async () => {
    const byHeader = await get("/wps/system/status", { merchant: "nobody" });
    expect(byHeader.status).toBe(404);
    expect(byHeader.body).toMatchObject({
      success: false,
      code: "MERCHANT_UNKNOWN",
      message: "err_merchant_unknown",
    });
    const byHost = await get("/wps/system/status", { host: "unknown.example" });
    expect(byHost.body.code).toBe("MERCHANT_UNKNOWN");
    expect(byHost.body.value).toEqual({ host: "unknown.example" });
  });

  it("answers status 2 with the visitor's IP inside a denied range", async () => {
    const { body } = await get("/wps/system/status?url=localhost", { "x-forwarded-for": "203.0.113.7" });
    const info = ZPermissionInfo.parse(body.value);
    expect(info.status).toBe(2);
    expect(info.ip).toBe("203.0.113.7");
    expect(info.regionRestriction).toEqual({ active: true, ip: "203.0.113.7" });
    const allowed = await get("/wps/system/status", { "x-forwarded-for": "8.8.4.4" });
    expect(allowed.body.value).toMatchObject({ status: 0, ip: "8.8.4.4" });
  });
});

describe("site configuration calls", () => {
  it("serves the settings tree with every spec toggle", async () => {
    const { body } = await get("/wps/system/whitelabel");
    const on = enabledToggles(body.value as TSettingsNode[]);
    for (const id of ["DIRECTREG3", "MOBILENUMREG3", "FREEPLAY3", "CHNGPASSVERIF3", "JACKPOTDISPLAY"]) {
      expect(on.has(id), id).toBe(true);
    }
  });

  it("serves registration rules with pattern text for every field", async () => {
    const { body } = await get("/wps/system/setting/register");
    const rules = ZRegisterRules.parse(body.value);
    expect(rules.username).toMatchObject({ enabled: true, required: true, patternId: 1, minLength: 6 });
    expect(new RegExp(rules.email.acceptedPattern, "u").test("member@example.com")).toBe(true);
  });

  it("serves help articles in the asked language, falling back to English", async () => {
    const en = await get("/wps/system/helpCenter?language=EN&device=WEB");
    const articles = z.array(ZHelpArticle).parse(en.body.value);
    expect(articles.length).toBeGreaterThan(5);
    const cn = await get("/wps/system/helpCenter", { language: "CN" });
    expect((cn.body.value as TArticleTitles)[0]?.title).not.toBe(articles[0]?.title);
    const ko = await get("/wps/system/helpCenter?language=KO");
    expect((ko.body.value as TArticleTitles)[0]?.title).toBe(articles[0]?.title);
    const byDefault = await get("/wps/system/helpCenter");
    const my = await get("/wps/system/helpCenter?language=MY");
    expect((byDefault.body.value as TArticleTitles)[0]?.title).toBe(
      (my.body.value as TArticleTitles)[0]?.title,
    );
  });

  it("rejects a bad help query with INVALID_INPUT", async () => {
    const { status, body } = await get("/wps/system/helpCenter?device=TV");
    expect(status).toBe(400);
    expect(body.code).toBe("INVALID_INPUT");
  });

  it("routes an agent domain to registration with its affiliate code", async () => {
    const { body } = await get("/wps/system/domainRoute?url=agent.localhost");
    expect(ZDomainRoute.parse(body.value)).toEqual({
      domain: "agent.localhost",
      merchantCode: "demo",
      route: "/register",
      affiliateCode: "AGDEMO",
    });
  });

  it("lists routers with listed domains only", async () => {
    const { body } = await get("/wps/system/routers");
    const routers = ZRouters.parse(body.value);
    expect(routers.domainList).toEqual([
      { domain: "localhost", speed: 0 },
      { domain: "127.0.0.1", speed: 0 },
    ]);
  });

  it("lists country dialing codes whose flags the server serves", async () => {
    const { body } = await get("/wps/system/countryCodes");
    const countries = z.array(ZCountryCode).parse(body.value);
    expect(countries.find((c) => c.countryCode === "MM")?.countryDialingCode).toBe("+95");
    const flag = await t.app.inject({ method: "GET", url: "/flags/MM.svg" });
    expect(flag.statusCode).toBe(200);
    expect(flag.headers["content-type"]).toContain("image/svg+xml");
    expect((await get("/flags/XX.svg")).status).toBe(404);
    expect((await get("/flags/..%2Fpackage.json")).status).toBe(404);
  });

  it("serves a jackpot that only grows", async () => {
    const first = ZJackpot.parse((await get("/wps/system/jackpot")).body.value);
    expect(first).toMatchObject({ enabled: true, increment: 165.11, tickMs: 3000, currencySymbol: "K" });
    expect(first.value).toBeGreaterThanOrEqual(1_288_888);
  });
});
