import { endpoint, operator } from "../endpoint.ts";

/** The console's content calls. */
export const CONSOLE_CONTENT_CALLS = {
  boUploadMedia: endpoint("POST", "/bo/media", {
    module: "backoffice",
    caller: operator(null, "boUploadMedia"),
  }),
  boBanners: endpoint("GET", "/bo/content/banners", {
    module: "backoffice",
    caller: operator(null, "boBanners"),
  }),
  boSaveBanner: endpoint("PUT", "/bo/content/banners", {
    module: "backoffice",
    caller: operator(null, "boSaveBanner"),
  }),
  boDeleteBanner: endpoint("DELETE", "/bo/content/banners", {
    module: "backoffice",
    caller: operator(null, "boDeleteBanner"),
  }),
  boNotices: endpoint("GET", "/bo/content/notices", {
    module: "backoffice",
    caller: operator(null, "boNotices"),
  }),
  boSaveNotice: endpoint("PUT", "/bo/content/notices", {
    module: "backoffice",
    caller: operator(null, "boSaveNotice"),
  }),
  boDeleteNotice: endpoint("DELETE", "/bo/content/notices", {
    module: "backoffice",
    caller: operator(null, "boDeleteNotice"),
  }),
  boHelpArticles: endpoint("GET", "/bo/content/help", {
    module: "backoffice",
    caller: operator(null, "boHelpArticles"),
  }),
  boSaveHelpArticle: endpoint("PUT", "/bo/content/help", {
    module: "backoffice",
    caller: operator(null, "boSaveHelpArticle"),
  }),
  boDeleteHelpArticle: endpoint("DELETE", "/bo/content/help", {
    module: "backoffice",
    caller: operator(null, "boDeleteHelpArticle"),
  }),
} as const;
