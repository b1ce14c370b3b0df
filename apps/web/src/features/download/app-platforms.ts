import type { TResource } from "@orchid/contract/system";

export type TAppPlatform = "ios" | "iosLite" | "android";

const PLATFORM_BY_TYPE: Record<string, TAppPlatform> = {
  IOS: "ios",
  IOSLITE: "iosLite",
  IOSH5: "iosLite",
  LITE: "iosLite",
  ANDROID: "android",
  APK: "android",
};

/** The download platform of a resource ("IOS", "ios-lite", "IOS_LITE", "Android" …), if any. */
export function platformOf(resource: TResource): TAppPlatform | null {
  return PLATFORM_BY_TYPE[resource.resourceType.toUpperCase().replace(/[^A-Z0-9]/g, "")] ?? null;
}

export const PLATFORM_LABEL_KEYS: Record<TAppPlatform, string> = {
  ios: "download_ios",
  iosLite: "download_ios_lite",
  android: "download_android",
};

const ORDER: TAppPlatform[] = ["ios", "iosLite", "android"];

/** App downloads in the order iOS, iOS lite, Android. */
export function appDownloads(
  resources: readonly TResource[],
): { platform: TAppPlatform; resource: TResource }[] {
  const found = resources.flatMap((resource) => {
    const platform = platformOf(resource);
    return platform ? [{ platform, resource }] : [];
  });
  return found.sort((a, b) => ORDER.indexOf(a.platform) - ORDER.indexOf(b.platform));
}
