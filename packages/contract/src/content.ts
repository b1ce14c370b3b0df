import { z } from "zod";
import { ZLanguage } from "./system.ts";

/** Banner route groups (spec §3). */
export const BANNER_GROUPS = [
  "home",
  "rng",
  "live",
  "fish",
  "pvp",
  "sports",
  "esports",
  "lottery",
  "download",
  "promotion",
  "shop",
  "help",
  "cockfight",
] as const;
export type TBannerGroup = (typeof BANNER_GROUPS)[number];

/** What a banner click opens. */
export const LINKAGE_TYPES = ["NONE", "ROUTE", "URL", "GAME", "PROMOTION", "NOTICE"] as const;

export const ZBanner = z.object({
  bannerId: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  url: z.string(),
  title: z.string(),
  linkageType: z.enum(LINKAGE_TYPES),
  linkage: z.string().nullable(),
});
export type TBanner = z.infer<typeof ZBanner>;

/**
 * Announcement types: B bulletin (marquee), PL player notice, PU popup, PR promotion, H headline,
 * AG agent notice (shown only in the agent centre, never on the home page).
 */
export const ANNOUNCEMENT_TYPES = ["B", "PL", "PU", "PR", "H", "AG"] as const;
export type TAnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export const ZNotice = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** Publication time as epoch milliseconds; the site formats it `yyyy-MM-dd HH:mm:ss`. */
  time: z.number().int(),
  /** Rolls in the header marquee (player notices); every notice still shows in the announcement. */
  marquee: z.boolean(),
  /**
   * A promotion's sign-up window and event, epoch milliseconds (null: sign-up from publication
   * until the promotion ends; no event).
   */
  signupOpensAt: z.number().int().nullable().default(null),
  signupClosesAt: z.number().int().nullable().default(null),
  eventStartsAt: z.number().int().nullable().default(null),
  eventEndsAt: z.number().int().nullable().default(null),
});
export type TNotice = z.infer<typeof ZNotice>;

export const ZHomeNoticeQuery = z.object({ language: ZLanguage.optional() });

/** `GET /wps/home/notice` (spec §3 "Notice response value"). */
export const ZHomeNotice = z.object({
  player: z.array(ZNotice),
  banners: z.array(ZBanner),
  popup: z.array(ZNotice),
  promotion: z.array(ZNotice),
});
export type THomeNotice = z.infer<typeof ZHomeNotice>;
