import { AGENT_CALLS } from "./api/agent.ts";
import { APPLICATION_CALLS, CONSOLE_APPLICATION_CALLS } from "./api/applications.ts";
import { BONUS_CALLS, CONSOLE_BONUS_CALLS } from "./api/bonus.ts";
import { CONSOLE_AGENTS_CALLS } from "./api/console-agents.ts";
import { CONSOLE_BOOK_CALLS } from "./api/console-book.ts";
import { CONSOLE_CONTENT_CALLS } from "./api/console-content.ts";
import { CONSOLE_DASHBOARD_CALLS } from "./api/console-dashboard.ts";
import { CONSOLE_GAMES_CALLS } from "./api/console-games.ts";
import { CONSOLE_JOBS_CALLS } from "./api/console-jobs.ts";
import { CONSOLE_LOTTERY_CALLS } from "./api/console-lottery.ts";
import { CONSOLE_MEMBERS_CALLS } from "./api/console-members.ts";
import { CONSOLE_OPERATORS_CALLS } from "./api/console-operators.ts";
import { CONSOLE_PAYMENTS_CALLS } from "./api/console-payments.ts";
import { CONSOLE_SETTINGS_CALLS } from "./api/console-settings.ts";
import { CONSOLE_WALLET_CALLS } from "./api/console-wallet.ts";
import { ENGAGEMENT_CALLS } from "./api/engagement.ts";
import { CONSOLE_FEEDBACK_CALLS, FEEDBACK_CALLS } from "./api/feedback.ts";
import { GAMES_CALLS } from "./api/games.ts";
import { LOTTERY_CALLS } from "./api/lottery.ts";
import { MEDIA_CALLS } from "./api/media.ts";
import { MEMBER_CALLS } from "./api/member.ts";
import { CONSOLE_MISSION_CALLS, MISSION_CALLS } from "./api/missions.ts";
import { PAYMENTS_CALLS } from "./api/payments.ts";
import { CONSOLE_POINTS_CALLS, POINTS_CALLS } from "./api/points.ts";
import { CONSOLE_RAFFLE_CALLS, RAFFLE_CALLS } from "./api/raffle.ts";
import { CONSOLE_REFERRAL_CALLS, REFERRAL_CALLS } from "./api/referral.ts";
import { CONSOLE_SABONG_CALLS, SABONG_CALLS } from "./api/sabong.ts";
import { SESSION_CALLS } from "./api/session.ts";
import { SPORTSBOOK_CALLS } from "./api/sportsbook.ts";
import { SYSTEM_CALLS } from "./api/system.ts";
import { VENDOR_WALLET_CALLS } from "./api/vendor-wallet.ts";
import { CONSOLE_VIP_CALLS, VIP_CALLS } from "./api/vip.ts";
import { WALLET_CALLS } from "./api/wallet.ts";
import type { TEndpointEntry } from "./endpoint.ts";

export type { THttpMethod, TModuleId } from "./endpoint.ts";

/**
 * The API as data: every call of the site (spec §7) and of the console, gathered from the
 * per-domain tables in ./api/. `live` calls are served today; `planned` ones are owned by a later
 * module and answer 404 until it lands. Paths the spec leaves unnamed follow its `/wps`, `/lgw`
 * style. The server registers each live call's route from its entry (apps/server/src/http/serve.ts).
 */
export const ENDPOINTS = {
  ...SESSION_CALLS,
  ...MEMBER_CALLS,
  ...AGENT_CALLS,
  ...WALLET_CALLS,
  ...SYSTEM_CALLS,
  ...ENGAGEMENT_CALLS,
  ...BONUS_CALLS,
  ...POINTS_CALLS,
  ...MISSION_CALLS,
  ...REFERRAL_CALLS,
  ...RAFFLE_CALLS,
  ...FEEDBACK_CALLS,
  ...VIP_CALLS,
  ...APPLICATION_CALLS,
  ...GAMES_CALLS,
  ...VENDOR_WALLET_CALLS,
  ...PAYMENTS_CALLS,
  ...LOTTERY_CALLS,
  ...SPORTSBOOK_CALLS,
  ...SABONG_CALLS,
  ...MEDIA_CALLS,
  ...CONSOLE_OPERATORS_CALLS,
  ...CONSOLE_DASHBOARD_CALLS,
  ...CONSOLE_SETTINGS_CALLS,
  ...CONSOLE_CONTENT_CALLS,
  ...CONSOLE_MEMBERS_CALLS,
  ...CONSOLE_PAYMENTS_CALLS,
  ...CONSOLE_WALLET_CALLS,
  ...CONSOLE_GAMES_CALLS,
  ...CONSOLE_JOBS_CALLS,
  ...CONSOLE_AGENTS_CALLS,
  ...CONSOLE_LOTTERY_CALLS,
  ...CONSOLE_BOOK_CALLS,
  ...CONSOLE_SABONG_CALLS,
  ...CONSOLE_BONUS_CALLS,
  ...CONSOLE_POINTS_CALLS,
  ...CONSOLE_MISSION_CALLS,
  ...CONSOLE_REFERRAL_CALLS,
  ...CONSOLE_RAFFLE_CALLS,
  ...CONSOLE_FEEDBACK_CALLS,
  ...CONSOLE_VIP_CALLS,
  ...CONSOLE_APPLICATION_CALLS,
} as const satisfies Record<string, TEndpointEntry>;

export type TEndpoint = TEndpointEntry;
export type TEndpointName = keyof typeof ENDPOINTS;
