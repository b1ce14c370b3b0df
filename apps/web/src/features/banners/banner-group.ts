import type { TBannerGroup } from "@orchid/contract/content";

const GROUP_BY_SEGMENT: Record<string, TBannerGroup> = {
  "": "home",
  index: "home",
  "index.html": "home",
  home: "home",
  rng: "rng",
  live: "live",
  fish: "fish",
  pvp: "pvp",
  sports: "sports",
  esports: "esports",
  elott: "lottery",
  lottery: "lottery",
  down: "download",
  download: "download",
  promotions: "promotion",
  pointMall: "shop",
  help: "help",
  sv3: "cockfight",
};

/** The banner group of a path (spec §2 banner grouping); null where no carousel shows. */
export function bannerGroupOf(pathname: string): TBannerGroup | null {
  const segment = pathname.replace(/^\/+/, "").split("/")[0] ?? "";
  return GROUP_BY_SEGMENT[segment] ?? null;
}
