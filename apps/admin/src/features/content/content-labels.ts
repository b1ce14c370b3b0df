import type { HELP_DEVICES, TBoBanner } from "@orchid/contract/backoffice-content";
import type { LINKAGE_TYPES, TAnnouncementType, TBannerGroup } from "@orchid/contract/content";

/** Translation keys of the content vocabulary (literal, so the catalogue test sees each one). */
export const BANNER_GROUP_KEYS: Record<TBannerGroup, string> = {
  home: "bo_banner_group_home",
  rng: "bo_banner_group_rng",
  live: "bo_banner_group_live",
  fish: "bo_banner_group_fish",
  pvp: "bo_banner_group_pvp",
  sports: "bo_banner_group_sports",
  esports: "bo_banner_group_esports",
  lottery: "bo_banner_group_lottery",
  download: "bo_banner_group_download",
  promotion: "bo_banner_group_promotion",
  shop: "bo_banner_group_shop",
  help: "bo_banner_group_help",
  cockfight: "bo_banner_group_cockfight",
};

type TLinkageType = (typeof LINKAGE_TYPES)[number];

export const LINKAGE_KEYS: Record<TLinkageType, { label: string; hint: string; placeholder: string }> = {
  NONE: { label: "bo_linkage_none", hint: "bo_linkage_hint_none", placeholder: "" },
  ROUTE: { label: "bo_linkage_route", hint: "bo_linkage_hint_route", placeholder: "/promotion" },
  URL: { label: "bo_linkage_url", hint: "bo_linkage_hint_url", placeholder: "https://…" },
  GAME: { label: "bo_linkage_game", hint: "bo_linkage_hint_game", placeholder: "1001" },
  PROMOTION: { label: "bo_linkage_promotion", hint: "bo_linkage_hint_promotion", placeholder: "12" },
  NOTICE: { label: "bo_linkage_notice", hint: "bo_linkage_hint_notice", placeholder: "34" },
};

export const NOTICE_TYPE_KEYS: Record<TAnnouncementType, string> = {
  B: "bo_notice_type_b",
  PL: "bo_notice_type_pl",
  PU: "bo_notice_type_pu",
  PR: "bo_notice_type_pr",
  H: "bo_notice_type_h",
  AG: "bo_notice_type_ag",
};

/**
 * How a promotion's sign-up window or event reads in the list ("{from} – {until}", "from {from}",
 * "until {until}"), or null when neither end is set.
 */
export function timeWindowKey(from: string | null, until: string | null): string | null {
  if (from && until) return "bo_notice_window_between";
  if (from) return "bo_notice_window_from";
  if (until) return "bo_notice_window_until";
  return null;
}

/** Only bulletins, player notices and headlines roll in the header marquee. */
export function canUseMarquee(type: TAnnouncementType): boolean {
  return type === "B" || type === "PL" || type === "H";
}

export const HELP_DEVICE_KEYS: Record<(typeof HELP_DEVICES)[number], string> = {
  WEB: "bo_help_device_web",
  H5: "bo_help_device_h5",
  ALL: "bo_help_device_all",
};

export const SCHEDULE_STATE: Record<TBoBanner["state"], { key: string; badge: string }> = {
  live: { key: "bo_content_state_live", badge: "badge badge-ok" },
  scheduled: { key: "bo_content_state_scheduled", badge: "badge badge-warn" },
  ended: { key: "bo_content_state_ended", badge: "badge" },
};
