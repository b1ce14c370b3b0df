import { describe, expect, it } from "vitest";
import { appDownloads, platformOf } from "./app-platforms.ts";

const resource = (resourceType: string) => ({
  resourceType,
  url: "u",
  qrCodeUrl: "q",
  labelNameEn: resourceType,
});

describe("app download resources", () => {
  it("recognises the platform spellings", () => {
    expect(platformOf(resource("IOS"))).toBe("ios");
    expect(platformOf(resource("ios-lite"))).toBe("iosLite");
    expect(platformOf(resource("IOS_LITE"))).toBe("iosLite");
    expect(platformOf(resource("Android"))).toBe("android");
    expect(platformOf(resource("GAME"))).toBeNull();
  });

  it("orders iOS, iOS lite, Android and drops the rest", () => {
    const list = appDownloads([resource("ANDROID"), resource("GAME"), resource("IOS_LITE"), resource("IOS")]);
    expect(list.map((entry) => entry.platform)).toEqual(["ios", "iosLite", "android"]);
  });
});
