import {
  BANNER_GROUPS,
  LINKAGE_TYPES,
  type TBanner,
  type THomeNotice,
  type TNotice,
} from "@orchid/contract/content";
import { mediaUrl } from "../media/index.ts";
import { pickText } from "../merchants/index.ts";
import type { TBannerRow, TNoticeRow } from "./home-content-repo.ts";

type TLang = { language: string; fallback: string };

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

export function presentBanner(row: TBannerRow, lang: TLang): TBanner | null {
  if (!isOneOf(BANNER_GROUPS, row.groupName)) return null;
  return {
    bannerId: row.id,
    groupName: row.groupName,
    url: mediaUrl(row.mediaId),
    title: pickText(row.title, lang.language, lang.fallback),
    linkageType: isOneOf(LINKAGE_TYPES, row.linkageType) ? row.linkageType : "NONE",
    linkage: row.linkage,
  };
}

export function presentNotice(row: TNoticeRow, lang: TLang): TNotice {
  return {
    id: row.id,
    type: row.type as TNotice["type"],
    title: pickText(row.title, lang.language, lang.fallback),
    content: pickText(row.content, lang.language, lang.fallback),
    time: row.publishedAt.getTime(),
    marquee: row.marquee,
    signupOpensAt: row.signupOpensAt?.getTime() ?? null,
    signupClosesAt: row.signupClosesAt?.getTime() ?? null,
    eventStartsAt: row.eventStartsAt?.getTime() ?? null,
    eventEndsAt: row.eventEndsAt?.getTime() ?? null,
  };
}

/** Notices split as the home page wants them: player (B, PL, H), popup (PU), promotion (PR). */
export function presentHomeNotice(
  noticeRows: TNoticeRow[],
  bannerRows: TBannerRow[],
  lang: TLang,
): THomeNotice {
  const notices = noticeRows.map((row) => presentNotice(row, lang));
  return {
    player: notices.filter((n) => n.type === "B" || n.type === "PL" || n.type === "H"),
    popup: notices.filter((n) => n.type === "PU"),
    promotion: notices.filter((n) => n.type === "PR"),
    banners: bannerRows.map((row) => presentBanner(row, lang)).filter((b): b is TBanner => b !== null),
  };
}
