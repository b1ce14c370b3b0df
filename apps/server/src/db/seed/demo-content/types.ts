import type { LINKAGE_TYPES, TAnnouncementType, TBannerGroup } from "@orchid/contract/content";
import type { TCustomerService, TResource } from "@orchid/contract/system";

/** Text in each of the demo merchant's languages. */
export type TDemoText = { EN: string; MY: string; CN: string };

/** An image the seed stores in the `media` table and the server serves under `/media/<id>`. */
export type TDemoImage = {
  name: string;
  contentType: "image/svg+xml" | "image/png";
  body: string | Uint8Array;
};

export type TDemoBanner = {
  group: TBannerGroup;
  title: TDemoText;
  linkageType: (typeof LINKAGE_TYPES)[number];
  linkage: string | null;
  image: TDemoImage;
};

export type TDemoNotice = {
  type: TAnnouncementType;
  title: TDemoText;
  /** HTML using only p, strong, em, ul, ol, li, a[href], br, h3, h4, table/tr/td/th. */
  content: TDemoText;
  /** Published this many hours before the seed runs (0 = now); orders the list newest first. */
  hoursAgo: number;
  /** A promotion's sign-up window and event, in hours from the seed's run (negative: before). */
  signupHours?: readonly [number, number];
  eventHours?: readonly [number, number];
};

export type TDemoHelpArticle = {
  category: TDemoText;
  title: TDemoText;
  /** HTML, same tag set as notices. */
  content: TDemoText;
  device: "WEB" | "H5" | "ALL";
  sort: number;
};

/** Resource before its QR code image is made: the seed renders `qrFor` into a QR image. */
export type TDemoResource = Omit<TResource, "qrCodeUrl"> & { qrFor: string };

export type TDemoSite = {
  name: string;
  logo: TDemoImage;
  loginBanner: TDemoImage;
  copyright: string;
  contacts: { kind: string; title: string; url: string }[];
  customerService: TCustomerService[];
  resources: TDemoResource[];
  maintenanceMessage: TDemoText;
};
