import { ARCADE_MOTIFS } from "./motifs-arcade.ts";
import { CASINO_MOTIFS } from "./motifs-casino.ts";
import { REWARD_MOTIFS } from "./motifs-rewards.ts";
import { SERVICE_MOTIFS } from "./motifs-service.ts";
import { SPORT_MOTIFS } from "./motifs-sport.ts";

/** Every drawable banner motif, by name. */
export const BANNER_MOTIFS = {
  ...CASINO_MOTIFS,
  ...SPORT_MOTIFS,
  ...ARCADE_MOTIFS,
  ...REWARD_MOTIFS,
  ...SERVICE_MOTIFS,
};

export type TBannerMotif = keyof typeof BANNER_MOTIFS;
