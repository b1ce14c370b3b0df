import { z } from "zod";
import {
  ZBoBanner,
  ZBoBannerRequest,
  ZBoDeleteRequest,
  ZBoHelpArticle,
  ZBoHelpArticleRequest,
  ZBoNotice,
  ZBoNoticeRequest,
  ZBoUploadRequest,
  ZBoUploadValue,
} from "../backoffice-content.ts";
import { endpoint, operator } from "../endpoint.ts";

/** The console's site content: uploaded images, banners, notices and help-centre articles. */
export const CONSOLE_CONTENT_CALLS = {
  boUploadMedia: endpoint("POST", "/bo/media", {
    module: "backoffice",
    caller: operator("content.write", "content.media.upload"),
    summary: "Uploads an image (base64; PNG, JPEG, WebP or GIF, the type read from its bytes).",
    input: ZBoUploadRequest,
    answer: ZBoUploadValue,
    errors: ["UPLOAD_TOO_LARGE", "UPLOAD_TYPE_UNSUPPORTED", "PAYLOAD_TOO_LARGE"],
  }),
  boBanners: endpoint("GET", "/bo/content/banners", {
    module: "backoffice",
    caller: operator("content.write", "content.banner.list"),
    summary: "The merchant's banners, each with its schedule state.",
    answer: z.array(ZBoBanner),
  }),
  boSaveBanner: endpoint("PUT", "/bo/content/banners", {
    module: "backoffice",
    caller: operator("content.write", "content.banner.save"),
    summary: "Creates (no id) or replaces a banner.",
    input: ZBoBannerRequest,
    answer: ZBoBanner,
    errors: ["NOT_FOUND"],
  }),
  boDeleteBanner: endpoint("DELETE", "/bo/content/banners", {
    module: "backoffice",
    caller: operator("content.write", "content.banner.delete"),
    summary: "Removes a banner.",
    input: ZBoDeleteRequest,
    answer: z.null(),
    errors: ["NOT_FOUND"],
  }),
  boNotices: endpoint("GET", "/bo/content/notices", {
    module: "backoffice",
    caller: operator("content.write", "content.notice.list"),
    summary: "The merchant's notices, each with its schedule state.",
    answer: z.array(ZBoNotice),
  }),
  boSaveNotice: endpoint("PUT", "/bo/content/notices", {
    module: "backoffice",
    caller: operator("content.write", "content.notice.save"),
    summary: "Creates (no id) or replaces a notice; its rich text is sanitised before it is stored.",
    input: ZBoNoticeRequest,
    answer: ZBoNotice,
    errors: ["NOT_FOUND"],
  }),
  boDeleteNotice: endpoint("DELETE", "/bo/content/notices", {
    module: "backoffice",
    caller: operator("content.write", "content.notice.delete"),
    summary: "Removes a notice.",
    input: ZBoDeleteRequest,
    answer: z.null(),
    errors: ["NOT_FOUND"],
  }),
  boHelpArticles: endpoint("GET", "/bo/content/help", {
    module: "backoffice",
    caller: operator("content.write", "content.help.list"),
    summary: "The merchant's help-centre articles.",
    answer: z.array(ZBoHelpArticle),
  }),
  boSaveHelpArticle: endpoint("PUT", "/bo/content/help", {
    module: "backoffice",
    caller: operator("content.write", "content.help.save"),
    summary: "Creates (no id) or replaces a help-centre article.",
    input: ZBoHelpArticleRequest,
    answer: ZBoHelpArticle,
    errors: ["NOT_FOUND"],
  }),
  boDeleteHelpArticle: endpoint("DELETE", "/bo/content/help", {
    module: "backoffice",
    caller: operator("content.write", "content.help.delete"),
    summary: "Removes a help-centre article.",
    input: ZBoDeleteRequest,
    answer: z.null(),
    errors: ["NOT_FOUND"],
  }),
} as const;
