import { z } from "zod";
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS, LINKAGE_TYPES } from "./content.ts";
import { LANGUAGE_CODES } from "./languages.ts";
import { ZRowId } from "./row-id.ts";

/** Per-language text; EN is required so every visitor sees something. */
export function ZLocalizedText(max: number) {
  return z
    .partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().max(max))
    .refine((value) => (value.EN ?? "").length > 0, { path: ["EN"], message: "err_english_required" });
}
/** Per-language text as the server answers it (stored values, not checked again). */
export const ZLocalizedTextValue = z.partialRecord(z.enum(LANGUAGE_CODES), z.string());
export type TLocalizedText = z.output<typeof ZLocalizedTextValue>;

const ZInstant = z.iso.datetime({ offset: true }).nullable();

/** Images the console may upload, recognised by their first bytes. */
export const UPLOAD_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** `POST /bo/media`: an image as base64 (the type is read from its bytes, never trusted). */
export const ZBoUploadRequest = z.object({
  name: z.string().trim().min(1).max(120),
  dataBase64: z
    .string()
    .max(Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 8)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/),
});
export type TBoUploadRequest = z.input<typeof ZBoUploadRequest>;
export const ZBoUploadValue = z.object({
  mediaId: z.number().int(),
  url: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
});
export type TBoUploadValue = z.output<typeof ZBoUploadValue>;

/** live, scheduled (starts later) or ended, at the time of the answer. */
const ZScheduleState = z.enum(["live", "scheduled", "ended"]);

export const ZBoBanner = z.object({
  id: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  mediaId: z.number().int(),
  url: z.string(),
  title: ZLocalizedTextValue,
  linkageType: z.enum(LINKAGE_TYPES),
  linkage: z.string().nullable(),
  sort: z.number().int(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  state: ZScheduleState,
});
export type TBoBanner = z.output<typeof ZBoBanner>;

/** `PUT /bo/content/banners`: creates (no id) or replaces a banner. */
export const ZBoBannerRequest = z
  .object({
    id: ZRowId.optional(),
    groupName: z.enum(BANNER_GROUPS),
    mediaId: ZRowId,
    title: ZLocalizedText(120),
    linkageType: z.enum(LINKAGE_TYPES),
    linkage: z.string().trim().max(300).nullable(),
    sort: z.number().int().min(0).max(9999),
    startsAt: ZInstant,
    endsAt: ZInstant,
  })
  .refine((b) => b.linkageType === "NONE" || (b.linkage ?? "").length > 0, {
    path: ["linkage"],
    message: "err_linkage_required",
  })
  .refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.startsAt) < Date.parse(b.endsAt), {
    path: ["endsAt"],
    message: "err_ends_before_start",
  });
export type TBoBannerRequest = z.input<typeof ZBoBannerRequest>;

export const ZBoNotice = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: ZLocalizedTextValue,
  content: ZLocalizedTextValue,
  sort: z.number().int(),
  marquee: z.boolean(),
  publishedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  signupOpensAt: z.iso.datetime().nullable(),
  signupClosesAt: z.iso.datetime().nullable(),
  eventStartsAt: z.iso.datetime().nullable(),
  eventEndsAt: z.iso.datetime().nullable(),
  state: ZScheduleState,
});
export type TBoNotice = z.output<typeof ZBoNotice>;

/**
 * `PUT /bo/content/notices`: creates or replaces a notice (B bulletin, PL player, PU popup, PR
 * promotion, H headline). Content is rich text, sanitised by the server before it is stored.
 * `marquee` puts a B/PL/H notice in the header marquee. No `publishedAt` publishes now.
 */
export const ZBoNoticeRequest = z
  .object({
    id: ZRowId.optional(),
    type: z.enum(ANNOUNCEMENT_TYPES),
    title: ZLocalizedText(200),
    content: ZLocalizedText(20_000),
    sort: z.number().int().min(0).max(9999),
    marquee: z.boolean(),
    publishedAt: ZInstant.optional(),
    expiresAt: ZInstant,
    /**
     * A promotion's (PR) sign-up window — members apply within it; none: from publication until
     * it expires — and the event it signs up for, which the members' states follow.
     */
    signupOpensAt: ZInstant.nullable().default(null),
    signupClosesAt: ZInstant.nullable().default(null),
    eventStartsAt: ZInstant.nullable().default(null),
    eventEndsAt: ZInstant.nullable().default(null),
  })
  .refine((n) => !n.publishedAt || !n.expiresAt || Date.parse(n.publishedAt) < Date.parse(n.expiresAt), {
    path: ["expiresAt"],
    message: "err_ends_before_start",
  });
export type TBoNoticeRequest = z.input<typeof ZBoNoticeRequest>;

export const HELP_DEVICES = ["WEB", "H5", "ALL"] as const;

export const ZBoHelpArticle = z.object({
  id: z.number().int(),
  category: ZLocalizedTextValue,
  title: ZLocalizedTextValue,
  content: ZLocalizedTextValue,
  device: z.enum(HELP_DEVICES),
  sort: z.number().int(),
});
export type TBoHelpArticle = z.output<typeof ZBoHelpArticle>;

/** `PUT /bo/content/help`: creates or replaces a help-centre article. */
export const ZBoHelpArticleRequest = z.object({
  id: ZRowId.optional(),
  category: ZLocalizedText(80),
  title: ZLocalizedText(200),
  content: ZLocalizedText(20_000),
  device: z.enum(HELP_DEVICES),
  sort: z.number().int().min(0).max(9999),
});
export type TBoHelpArticleRequest = z.input<typeof ZBoHelpArticleRequest>;

/** `DELETE /bo/content/*`: removes one row by id. */
export const ZBoDeleteRequest = z.object({ id: ZRowId });
export type TBoDeleteRequest = z.input<typeof ZBoDeleteRequest>;
