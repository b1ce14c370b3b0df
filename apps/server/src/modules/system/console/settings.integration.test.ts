import { ZBoLocaleRequest } from "@orchid/contract/backoffice-settings";
import type { TInputOf } from "@orchid/contract/endpoint-io";
import { ENDPOINTS } from "@orchid/contract/endpoints";
import { REGISTER_FIELDS, REGISTER_PATTERNS } from "@orchid/contract/register-rules";
import { ZPermissionInfo } from "@orchid/contract/system";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../../db/schema/accounts.ts";
import { loginAs } from "../../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
import { demoMerchant } from "../../../test/merchant-fixtures.ts";
import { auditSince, lastAuditId, startConsoleTest } from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";

let t: TTestApp;
let ownerToken: string;
beforeAll(async () => {
  // The merchant stays cached for ten minutes: the site sees a change only because the change
  // invalidates the cache, as it must without a restart.
  ({ t, ownerToken } = await startConsoleTest({ env: { MERCHANT_CACHE_MS: "600000" } }));
});
afterAll(async () => t?.close());

/** The console's settings changes, by name. */
type TSettingsChange =
  | "boSetStatus"
  | "boSetMaintenanceMessage"
  | "boSetToggle"
  | "boSetRegisterRule"
  | "boSetLocale"
  | "boSetCustomerService"
  | "boSetResources"
  | "boSetCdns"
  | "boSetPasswordPolicy";
const put = <K extends TSettingsChange>(name: K, body: TInputOf<K>) =>
  callApi(t, name, body, { token: ownerToken });
const settings = async () => okValue(await callApi(t, "boSettings", undefined, { token: ownerToken }));
const permissionInfo = async () =>
  ZPermissionInfo.parse(okValue(await callApi(t, "systemStatus", { url: "localhost" })));

/** Runs one change and returns the single audit row it wrote (failing when it wrote none or more). */
async function changeAudited<K extends TSettingsChange>(name: K, body: TInputOf<K>) {
  const path = ENDPOINTS[name].path;
  const mark = await lastAuditId(t);
  const answer = await put(name, body);
  expect(answer.body, path).toMatchObject({ success: true, value: null });
  const rows = await auditSince(t, mark);
  expect(rows, path).toHaveLength(1);
  expect(rows[0]).toMatchObject({ outcome: "ok", targetType: expect.any(String) });
  return rows[0];
}

describe("reading the settings", () => {
  it("answers every switch of the merchant, without the weak password's hash", async () => {
    const value = await settings();
    expect(Object.keys(value).sort()).toEqual(
      [
        "merchantCode",
        "name",
        "systemStatus",
        "maintenanceMessage",
        "regionRestrictionEnabled",
        "regionAllow",
        "regionDeny",
        "settingsTree",
        "registerRules",
        "languages",
        "defaultLanguage",
        "currency",
        "currencySymbol",
        "timeZone",
        "customerService",
        "resources",
        "imageCdns",
        "launchGameCdns",
        "hasDefaultWeakPassword",
        "passwordExpiryDays",
        "passwordMinScore",
      ].sort(),
    );
    expect(value).toMatchObject({
      merchantCode: "demo",
      systemStatus: 0,
      defaultLanguage: "MY",
      currency: "MMK",
      timeZone: "Asia/Yangon",
      hasDefaultWeakPassword: true,
      passwordExpiryDays: 90,
      passwordMinScore: 1,
    });
    expect(Object.keys(value.registerRules)).toHaveLength(REGISTER_FIELDS.length);
    expect(value.resources.map((r: { resourceType: string }) => r.resourceType)).toContain("ANDROID");
    expect(JSON.stringify(value)).not.toContain("argon2");
  });
});

describe("status and toggles", () => {
  it("switches the site to maintenance and back, with the per-language message the site shows", async () => {
    const message = { EN: "Back at six.", CN: "六点回来。", MY: "" };
    const saved = await changeAudited("boSetMaintenanceMessage", { message });
    expect(saved?.after).toEqual({ maintenanceMessage: { EN: "Back at six.", CN: "六点回来。" } });
    const on = await changeAudited("boSetStatus", { systemStatus: 1 });
    expect(on).toMatchObject({
      action: "settings.status",
      before: { systemStatus: 0 },
      after: { systemStatus: 1 },
    });
    expect(okValue(await callApi(t, "systemStatus")).status).toBe(1);
    expect((await permissionInfo()).maintenance).toEqual({
      active: true,
      message: { EN: "Back at six.", CN: "六点回来。" },
      until: null,
    });
    await changeAudited("boSetStatus", { systemStatus: 0 });
    expect((await permissionInfo()).maintenance.active).toBe(false);
  });

  it("refuses an invalid region range and keeps the lists", async () => {
    const before = await settings();
    const bad = await put("boSetStatus", {
      systemStatus: 0,
      regionDeny: ["10.0.0.0/8", "not-a-range"],
    });
    expect(bad.status).toBe(400);
    expect(failureOf(bad).value?.fields).toEqual([
      { field: "regionDeny", path: "regionDeny.1", key: "err_invalid_input" },
    ]);
    expect((await settings()).regionDeny).toEqual(before.regionDeny);
  });

  it("blocks a visitor from a denied range at once", async () => {
    const row = await changeAudited("boSetStatus", {
      systemStatus: 0,
      regionRestrictionEnabled: true,
      regionDeny: ["198.51.100.0/24"],
    });
    expect(Object.keys(row?.after as object)).toEqual(["regionDeny"]);
    const blocked = await callApi(t, "systemStatus", undefined, { ip: "198.51.100.9" });
    expect(okValue(blocked).status).toBe(2);
  });

  it("switches a toggle the site reads, auditing only that node", async () => {
    const off = await changeAudited("boSetToggle", { modId: "FREEPLAY3", enabled: false });
    expect(off).toMatchObject({
      targetId: "FREEPLAY3",
      before: { enabled: true },
      after: { enabled: false },
    });
    const freePlay = await callApi(t, "freePlayLogin", {}, { ip: "10.91.0.2" });
    expect(failureOf(freePlay).code).toBe("OPERATION_NOT_ENABLED");
    await changeAudited("boSetToggle", { modId: "FREEPLAY3", enabled: true });
    const unknown = await put("boSetToggle", { modId: "NO_SUCH_TOGGLE", enabled: true });
    expect(failureOf(unknown).code).toBe("NOT_FOUND");
  });
});

describe("registration rules", () => {
  it("changes one field's rule and the site's register settings show it", async () => {
    const rule = { enabled: true, required: true, patternId: 6, minLength: 5, maxLength: 11 };
    const row = await changeAudited("boSetRegisterRule", { field: "qqNum", ...rule });
    expect(row).toMatchObject({ action: "settings.register_rule", targetId: "qqNum", after: rule });
    expect(row?.before).not.toEqual(rule);
    const site = await callApi(t, "registerSettings");
    expect(okValue(site).qqNum).toEqual({ ...rule, acceptedPattern: REGISTER_PATTERNS[6] });
    expect((await settings()).registerRules.qqNum).toEqual(okValue(site).qqNum);
    expect(okValue(site).username.enabled).toBe(true);
  });

  it("refuses a minimum above the maximum with the field's message", async () => {
    const bad = await put("boSetRegisterRule", {
      field: "email",
      enabled: true,
      required: false,
      patternId: 3,
      minLength: 30,
      maxLength: 10,
    });
    expect(failureOf(bad).value?.fields).toContainEqual(
      expect.objectContaining({ key: "err_min_above_max" }),
    );
  });
});

describe("languages, currency and time zone", () => {
  let demoLanguages: string[] = [];
  beforeAll(async () => {
    demoLanguages = (await demoMerchant(t)).languages;
  });
  const locale: TInputOf<"boSetLocale"> = {
    languages: ["EN", "TH", "CN"],
    defaultLanguage: "TH",
    currency: "THB",
    currencySymbol: "฿",
    timeZone: "asia/bangkok",
  };

  it("shows the new default language, currency symbol and time zone on the site", async () => {
    const row = await changeAudited("boSetLocale", locale);
    expect(row?.after).toMatchObject({
      defaultLanguage: "TH",
      currencySymbol: "฿",
      timeZone: "Asia/Bangkok",
    });
    expect(row?.before).toMatchObject({
      defaultLanguage: "MY",
      currencySymbol: "K",
      timeZone: "Asia/Yangon",
    });
    const info = await permissionInfo();
    expect(info.whitelabel).toMatchObject({
      languages: ["EN", "TH", "CN"],
      defaultLanguage: "TH",
      currency: "THB",
      currencySymbol: "฿",
      timeZone: "Asia/Bangkok",
    });
    expect(info.utcOffsetMinutes).toBe(420);
  });

  it("refuses a time zone that does not exist, and a default language the site does not offer", async () => {
    const before = await settings();
    const zone = await put("boSetLocale", { ...locale, timeZone: "Mars/Olympus_Mons" });
    expect([zone.status, failureOf(zone).code, zone.body.message]).toEqual([
      400,
      "TIME_ZONE_UNKNOWN",
      "err_time_zone_unknown",
    ]);
    const language = await put("boSetLocale", { ...locale, defaultLanguage: "JA" });
    expect(failureOf(language).value?.fields).toEqual([
      expect.objectContaining({ field: "defaultLanguage", key: "err_default_language_not_offered" }),
    ]);
    expect(await settings()).toEqual(before);
  });

  it("puts the demo locale back", async () => {
    const demo = ZBoLocaleRequest.parse({
      languages: demoLanguages,
      defaultLanguage: "MY",
      currency: "MMK",
      currencySymbol: "K",
      timeZone: "Asia/Yangon",
    });
    await changeAudited("boSetLocale", demo);
    expect((await permissionInfo()).utcOffsetMinutes).toBe(390);
  });
});

describe("customer service, resources and CDNs", () => {
  it("lists the customer-service entries on the site: https pages, mail and phone only", async () => {
    const entries = [
      { csType: "LIVE_CHAT", title: "Live chat", path: "https://chat.example.com/orchid" },
      { csType: "EMAIL", title: "Mail us", path: "mailto:help@example.com" },
      { csType: "PHONE", title: "Call us", path: "tel:+95 1 234 567" },
    ];
    const row = await changeAudited("boSetCustomerService", { entries });
    expect(row?.after).toEqual({ customerService: entries });
    expect((await permissionInfo()).customerService).toEqual(entries);
    const plain = await put("boSetCustomerService", {
      entries: [{ csType: "LIVE_CHAT", title: "Chat", path: "http://chat.example.com" }],
    });
    expect(failureOf(plain).value?.fields).toEqual([
      expect.objectContaining({ path: "entries.0.path", key: "err_contact_link" }),
    ]);
    const hidden = await put("boSetCustomerService", {
      entries: [{ csType: "LIVE_CHAT", title: "Chat\u202Etxt.exe", path: "https://chat.example.com" }],
    });
    expect(failureOf(hidden).value?.fields).toEqual([
      expect.objectContaining({ path: "entries.0.title", key: "err_invalid_characters" }),
    ]);
    expect((await permissionInfo()).customerService).toEqual(entries);
  });

  it("draws a PNG QR code for each new download link and keeps the code of an unchanged one", async () => {
    const before = await settings();
    const android = before.resources.find((r: { resourceType: string }) => r.resourceType === "ANDROID");
    if (!android) throw new Error("the demo has no Android download");
    const desktop = { resourceType: "DESKTOP", url: "https://dl.example.com/orchid.exe", labelNameEn: "PC" };
    await changeAudited("boSetResources", {
      resources: [{ resourceType: "ANDROID", url: android.url, labelNameEn: "Android" }, desktop],
    });
    const { resources } = await permissionInfo();
    expect(resources).toHaveLength(2);
    expect(resources[0]?.qrCodeUrl).toBe(android.qrCodeUrl);
    expect(resources[1]).toMatchObject({ ...desktop, qrCodeUrl: expect.stringMatching(/^\/media\/\d+$/) });
    const image = await t.app.inject({ method: "GET", url: resources[1]?.qrCodeUrl ?? "" });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    const png = image.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([200, 200]);
  });

  it("sets the image and game-launch CDNs the site uses, refusing plain http", async () => {
    const cdns = { imageCdns: ["https://img1.example.com", "https://img2.example.com"], launchGameCdns: [] };
    await changeAudited("boSetCdns", cdns);
    const info = await permissionInfo();
    expect([info.imageCDNs, info.launchGameCDNs]).toEqual([cdns.imageCdns, []]);
    const plain = await put("boSetCdns", {
      imageCdns: ["http://img.example.com"],
      launchGameCdns: [],
    });
    expect(failureOf(plain).value?.fields).toEqual([
      expect.objectContaining({ path: "imageCdns.0", key: "err_https_only" }),
    ]);
  });
});

describe("password policy", () => {
  const changePassword = (token: string, body: TInputOf<"changePassword">) =>
    callApi(t, "changePassword", body, { token, ip: "10.91.1.1" });

  it("refuses the new default weak password as a member's choice and never audits it", async () => {
    const row = await changeAudited("boSetPasswordPolicy", {
      defaultWeakPassword: "Start2468",
      passwordExpiryDays: 30,
    });
    expect(row).toMatchObject({
      before: { defaultWeakPassword: "set", passwordExpiryDays: 90 },
      after: { defaultWeakPassword: "set", passwordExpiryDays: 30 },
    });
    expect(JSON.stringify(row)).not.toContain("Start2468");
    expect(JSON.stringify(row)).not.toContain("argon2");
    expect((await settings()).passwordExpiryDays).toBe(30);

    const login = await loginAs(t, "agent41", "Agent1234", "10.91.1.1");
    const token = okValue(login).token;
    const weak = await changePassword(token, {
      oldPassword: "Agent1234",
      newPassword: "Start2468",
      confirmNewPassword: "Start2468",
    });
    expect(failureOf(weak).code).toBe("PASSWORD_TOO_WEAK");
  });

  it("forces a change at login once the password is older than the new expiry", async () => {
    const agedAt = new Date(Date.now() - 31 * 86_400_000);
    await t.ctx.database.db
      .update(members)
      .set({ passwordChangedAt: agedAt })
      .where(eq(members.username, "agent41"));
    expect(okValue(await loginAs(t, "agent41", "Agent1234", "10.91.1.2")).passwordExpired).toBe(true);
    await changeAudited("boSetPasswordPolicy", { passwordExpiryDays: null });
    expect(okValue(await loginAs(t, "agent41", "Agent1234", "10.91.1.2")).passwordExpired).toBe(false);
  });

  it("clears the default weak password (undefined keeps it), after which a member may choose it", async () => {
    const kept = await changeAudited("boSetPasswordPolicy", { passwordExpiryDays: 90 });
    expect(kept?.after).toEqual({ passwordExpiryDays: 90 });
    expect((await settings()).hasDefaultWeakPassword).toBe(true);
    const cleared = await changeAudited("boSetPasswordPolicy", {
      defaultWeakPassword: null,
      passwordExpiryDays: 90,
    });
    expect(cleared).toMatchObject({
      before: { defaultWeakPassword: "set" },
      after: { defaultWeakPassword: "cleared" },
    });
    expect((await settings()).hasDefaultWeakPassword).toBe(false);
    const login = await loginAs(t, "agent41", "Agent1234", "10.91.1.3");
    const chosen = await changePassword(okValue(login).token, {
      oldPassword: "Agent1234",
      newPassword: "Start2468",
      confirmNewPassword: "Start2468",
    });
    expect(chosen.body.success).toBe(true);
  });
});
