import { AGENT_NOTICES } from "./notices-agent.ts";
import { BULLETIN_NOTICES } from "./notices-bulletins.ts";
import { CAMPAIGN_NOTICES } from "./notices-campaigns.ts";
import { PLAYER_NOTICES } from "./notices-player.ts";
import type { TDemoNotice } from "./types.ts";

/** Every announcement type (B, PL, PU, PR, H, AG); newest first. */
export const DEMO_NOTICES: TDemoNotice[] = [
  ...BULLETIN_NOTICES,
  ...PLAYER_NOTICES,
  ...CAMPAIGN_NOTICES,
  ...AGENT_NOTICES,
].sort((a, b) => a.hoursAgo - b.hoursAgo);
