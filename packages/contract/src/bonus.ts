import { z } from "zod";
import { ZLocalizedText, ZLocalizedTextValue } from "./backoffice-content.ts";
import { GAME_TYPES } from "./games.ts";
import { MAX_AMOUNT_MINOR, ZIdempotencyKey, ZPageQuery } from "./money.ts";
import { ZRowId } from "./row-id.ts";

/**
 * Bonus campaigns (issue 20, decisions/0022): an operator's trigger → conditions → reward →
 * wagering. Bonus money is locked in the member's bonus account until its turnover is played.
 */

const ZMinor = z.number().int();
/** The most points one campaign reward gives, and the most free spins. */
export const MAX_POINTS_REWARD = 100_000_000;
export const MAX_FREE_SPINS = 500;
const ZInstant = z.iso.datetime({ offset: true });
const ZWhole = (max: number) => z.number().int().min(0).max(max);

/** What starts a grant (spec §1 promotions). */
export const BONUS_TRIGGERS = [
  "first_deposit",
  "deposit",
  "registration",
  "window",
  "mission",
  "referral_deposit",
  "manual",
] as const;
export type TBonusTrigger = (typeof BONUS_TRIGGERS)[number];

/** Triggers a member chooses on the deposit page, before paying. */
export const DEPOSIT_TRIGGERS = ["first_deposit", "deposit"] as const satisfies readonly TBonusTrigger[];

export const CAMPAIGN_STATES = ["draft", "active", "paused", "ended"] as const;
export type TCampaignState = (typeof CAMPAIGN_STATES)[number];

/** Who may receive it; an empty list means anyone. */
export const ZBonusConditions = z.object({
  /** The member must carry one of these labels. */
  labels: z.array(z.string().min(1).max(40)).max(20).default([]),
  /** The member's VIP rank must be at least this (0: any). */
  minVipRank: ZWhole(20).default(0),
  /** The member's country (ISO 3166 alpha-2) must be one of these. */
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(50)
    .default([]),
  /** Once per member, whatever else happens. */
  oncePerMember: z.boolean().default(true),
  /** One grant per device: a second account on a device the campaign already paid gets nothing. */
  oncePerDevice: z.boolean().default(false),
  /** One grant per payout account (the same bank account under two members gets one). */
  oncePerPayoutAccount: z.boolean().default(false),
  /** A "mission done" campaign: the missions whose completion grants it (empty: any mission). */
  missionIds: z.array(ZRowId).max(50).default([]),
});
export type TBonusConditions = z.output<typeof ZBonusConditions>;

/** What a grant gives. */
export const ZBonusReward = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("percent"),
    /** Percent of the qualifying deposit (1–1000). */
    percent: z.number().int().min(1).max(1000),
    /** The largest bonus, minor units. */
    cap: z.number().int().positive().max(MAX_AMOUNT_MINOR),
    /** The smallest deposit that qualifies, minor units. */
    minDeposit: ZWhole(MAX_AMOUNT_MINOR).default(0),
  }),
  z.object({
    kind: z.literal("fixed"),
    amount: z.number().int().positive().max(MAX_AMOUNT_MINOR),
    minDeposit: ZWhole(MAX_AMOUNT_MINOR).default(0),
  }),
  /** Points straight into the member's points account: no wagering. */
  z.object({
    kind: z.literal("points"),
    points: z.number().int().positive().max(MAX_POINTS_REWARD),
    minDeposit: ZWhole(MAX_AMOUNT_MINOR).default(0),
  }),
  /**
   * Spins on one of Orchid's slot games at a set bet, paid by the merchant; what they win becomes
   * a bonus grant under the campaign's wagering.
   */
  z.object({
    kind: z.literal("free_spins"),
    spins: z.number().int().min(1).max(MAX_FREE_SPINS),
    /** The slot game (its id in the console's game list). */
    gameId: ZRowId,
    lines: z.number().int().min(1).max(100),
    betPerLine: z.number().int().positive().max(1_000_000),
    minDeposit: ZWhole(MAX_AMOUNT_MINOR).default(0),
  }),
]);
export type TBonusReward = z.output<typeof ZBonusReward>;
export const BONUS_REWARD_KINDS = ["percent", "fixed", "points", "free_spins"] as const;
/** Rewards that pay bonus money into the bonus account (the others pay points or spins). */
export const CASH_REWARD_KINDS = ["percent", "fixed"] as const satisfies readonly TBonusReward["kind"][];

export const WAGERING_BASES = ["bonus", "deposit", "deposit_and_bonus"] as const;

/** How a grant is played through before it converts to cash. */
export const ZBonusWagering = z.object({
  multiple: z.number().int().min(1).max(100),
  basis: z.enum(WAGERING_BASES),
  /** Percent of a valid stake that counts, per game type; a type not listed counts nothing. */
  contributions: z.partialRecord(z.enum(GAME_TYPES), ZWhole(100)),
  /** The largest single bet while the grant is active, minor units (null: no limit). */
  maxBet: z.number().int().positive().max(MAX_AMOUNT_MINOR).nullable(),
  /** Days from the grant until it expires unless converted. */
  expiryDays: z.number().int().min(1).max(365),
});
export type TBonusWagering = z.output<typeof ZBonusWagering>;

/** A campaign as the console edits it. */
export const ZCampaignInput = z.object({
  name: ZLocalizedText(80),
  description: ZLocalizedText(2000),
  trigger: z.enum(BONUS_TRIGGERS),
  startsAt: ZInstant,
  endsAt: ZInstant.nullable(),
  conditions: ZBonusConditions,
  reward: ZBonusReward,
  wagering: ZBonusWagering,
  /** The largest total the campaign may grant, minor units (null: no budget). */
  budget: z.number().int().positive().max(MAX_AMOUNT_MINOR).nullable().default(null),
});
export type TCampaignInput = z.input<typeof ZCampaignInput>;

export const ZCampaign = z.object({
  id: z.number().int(),
  name: ZLocalizedTextValue,
  description: ZLocalizedTextValue,
  trigger: z.enum(BONUS_TRIGGERS),
  state: z.enum(CAMPAIGN_STATES),
  startsAt: ZInstant,
  endsAt: ZInstant.nullable(),
  conditions: ZBonusConditions,
  reward: ZBonusReward,
  wagering: ZBonusWagering,
  budget: ZMinor.nullable(),
  /** What it has granted so far: grants and their sum, minor units. */
  grants: z.number().int(),
  granted: ZMinor,
  converted: ZMinor,
  turnover: ZMinor,
  createdAt: ZInstant,
  /** For free spins: the slot game's name (EN), as the console lists it. */
  gameName: z.string().nullable(),
});
export type TCampaign = z.output<typeof ZCampaign>;

/** A campaign offered to a member (deposit page, promotions): in the member's language. */
export const ZBonusOffer = z.object({
  campaignId: z.number().int(),
  name: z.string(),
  description: z.string(),
  trigger: z.enum(BONUS_TRIGGERS),
  reward: ZBonusReward,
  wagering: ZBonusWagering,
  endsAt: ZInstant.nullable(),
  /** For free spins: the slot game's name in the member's language. */
  gameName: z.string().nullable(),
});
export type TBonusOffer = z.output<typeof ZBonusOffer>;

export const GRANT_STATES = ["active", "converted", "forfeited", "expired"] as const;
export type TGrantState = (typeof GRANT_STATES)[number];

/** A member's grant with its wagering progress (bonus details page). */
export const ZBonusGrant = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  name: z.string(),
  bonus: ZMinor,
  deposit: ZMinor,
  /** Turnover needed and counted so far, minor units. */
  required: ZMinor,
  counted: ZMinor,
  contributions: z.partialRecord(z.enum(GAME_TYPES), z.number().int()),
  maxBet: ZMinor.nullable(),
  state: z.enum(GRANT_STATES),
  grantedAt: ZInstant,
  expiresAt: ZInstant,
  closedAt: ZInstant.nullable(),
});
export type TBonusGrant = z.output<typeof ZBonusGrant>;

export const AWARD_STATES = ["active", "done", "expired"] as const;

/**
 * A campaign reward that is not bonus money: points (done when given) or a pack of free spins on
 * one slot game (active until played or expired; what they won becomes a bonus grant).
 */
export const ZBonusAward = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  name: z.string(),
  kind: z.enum(["points", "free_spins"]),
  points: z.number().int(),
  spins: z.number().int(),
  used: z.number().int(),
  gameId: z.number().int().nullable(),
  gameName: z.string().nullable(),
  lines: z.number().int(),
  betPerLine: ZMinor,
  /** What the spins played so far won, minor units. */
  won: ZMinor,
  state: z.enum(AWARD_STATES),
  /** The bonus grant the winnings became, once the spins are played. */
  grantId: z.number().int().nullable(),
  grantedAt: ZInstant,
  expiresAt: ZInstant,
});
export type TBonusAward = z.output<typeof ZBonusAward>;

/** `POST /wps/bonus/join`: bonus money (a grant) or an award of points or free spins. */
export const ZBonusJoinResult = z.object({ grant: ZBonusGrant.nullable(), award: ZBonusAward.nullable() });

export const ZBonusGrantQuery = ZPageQuery.extend({ state: z.enum(GRANT_STATES).optional() });
export const ZBonusGrantPage = z.object({
  /** The member's free spin packs still to play and the last awards, newest first. */
  awards: z.array(ZBonusAward),
  rows: z.array(ZBonusGrant),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The member's active bonus money, minor units. */
  activeBonus: ZMinor,
});

/** `POST /wps/bonus/join`: takes a campaign that needs no deposit (a date window, registration). */
export const ZBonusJoinRequest = z.object({
  campaignId: ZRowId,
  idempotencyKey: ZIdempotencyKey,
});

/** Console: a campaign's state change. */
export const ZCampaignStateRequest = z.object({
  id: ZRowId,
  state: z.enum(["active", "paused", "ended"]),
});

export const ZCampaignListQuery = ZPageQuery.extend({ state: z.enum(CAMPAIGN_STATES).optional() });

/** Console: grant a manual campaign to a member. */
export const ZManualGrantRequest = z.object({
  campaignId: ZRowId,
  username: z.string().min(1).max(64),
  /** For a fixed or percent reward: the amount (percent campaigns take it as the deposit basis). */
  amount: z.number().int().positive().max(MAX_AMOUNT_MINOR).optional(),
  idempotencyKey: ZIdempotencyKey,
});

/** Console: grants of the merchant. */
export const ZConsoleGrantQuery = ZPageQuery.extend({
  campaignId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  username: z.string().max(64).optional(),
  state: z.enum(GRANT_STATES).optional(),
});
export const ZConsoleGrant = ZBonusGrant.extend({ username: z.string() });
export const ZConsoleGrantPage = z.object({
  rows: z.array(ZConsoleGrant),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const ZGrantForfeitRequest = z.object({
  id: z.number().int().positive(),
  reason: z.string().max(200),
});

/** Console: a campaign's results day by day (merchant's days): claims and what they cost. */
export const ZCampaignResultsQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZCampaignResultDay = z.object({
  /** yyyy-MM-dd in the merchant's time zone. */
  day: z.string(),
  /** Grants made that day and their sum. */
  grants: z.number().int(),
  granted: ZMinor,
  /** Bonus money that day turned into cash, gave back on a forfeit, or gave back on expiry. */
  converted: ZMinor,
  forfeited: ZMinor,
  expired: ZMinor,
});
export const ZCampaignResults = z.object({
  campaign: ZCampaign,
  days: z.array(ZCampaignResultDay),
  /** What the campaign cost: converted bonus money (the rest went back or is still locked). */
  cost: ZMinor,
  /** Bonus money still locked in active grants. */
  locked: ZMinor,
});
export type TCampaignResults = z.output<typeof ZCampaignResults>;

/** Console: who a campaign's conditions reach now (a draft's too), before it starts. */
export const ZCampaignPreview = z.object({
  /** Real members of the merchant (no trial accounts), active. */
  members: z.number().int(),
  /** Of them, those meeting the labels, VIP rank and country conditions. */
  qualifying: z.number().int(),
  /** Of those, members the campaign has already paid (a grant or award). */
  alreadyPaid: z.number().int(),
  /** A few qualifying usernames, for a spot check. */
  sample: z.array(z.string()),
});
export type TCampaignPreview = z.output<typeof ZCampaignPreview>;
