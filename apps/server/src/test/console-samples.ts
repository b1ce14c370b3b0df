import { ENDPOINTS, type TEndpoint, type TEndpointName } from "@orchid/contract/endpoints";
import { asc, eq, isNull } from "drizzle-orm";
import { operators } from "../db/schema/backoffice.ts";
import { games } from "../db/schema/games.ts";
import { insertMember } from "../modules/accounts/index.ts";
import { DEFAULT_AGENT_SETTINGS } from "../modules/agent/agent-settings.ts";
import { renderCaptchaPng } from "../modules/session/captcha-image.ts";
import { call } from "./account-calls.ts";
import { demoMerchant } from "./merchant-fixtures.ts";
import { addOperator } from "./operator-fixtures.ts";
import type { TTestApp } from "./test-app.ts";

/**
 * The console calls past login, by name: module "backoffice" with a token, and the console calls
 * other modules declare (an operator caller, e.g. the agent module's /bo/agents calls).
 */
export const CONSOLE_CALLS = (Object.entries(ENDPOINTS) as [TEndpointName, TEndpoint][]).filter(
  ([, endpoint]) =>
    (endpoint.module === "backoffice" || endpoint.caller.kind === "operator") && endpoint.token,
);

/** Session calls: guarded by the console session alone, never merchant-scoped nor permission-checked. */
export const SESSION_CALLS: readonly TEndpointName[] = ["boTotp", "boLogout", "boMe"];

/**
 * Changes to platform-wide data (game vendors, the game catalogue, a job re-run, lottery games and draws): a merchant's operator is
 * refused them whatever its role (platform-gate.ts), so the sweeps send them as a platform owner.
 */
export const PLATFORM_CALLS: readonly TEndpointName[] = [
  "boUpdateGameVendor",
  "boRotateVendorSecret",
  "boUpdateGame",
  "boSetGameImage",
  "boClearGameImage",
  "boRerunJob",
  "boSetLotteryGame",
  "boEnterLotteryResult",
  "boCorrectLotteryResult",
  "boCancelLotteryDraw",
];

/** Console calls that change something (every one is audited). */
export const CONSOLE_WRITES = CONSOLE_CALLS.filter(
  ([name, endpoint]) => endpoint.method !== "GET" && !SESSION_CALLS.includes(name),
);

/** Who sends the samples: the test app and an operator's console token. */
export type TSampleCaller = { t: TTestApp; token: string };
type TBody = Record<string, unknown>;
export type TWriteSample = {
  /** A valid body (building it may create what it points at: a member, a banner, an upload). */
  build: (caller: TSampleCaller) => Promise<TBody>;
  /** Why the sample cannot show its audit row here (covered elsewhere). */
  auditElsewhere?: string;
  /** A top-level field that must be new in every request (a second create with it is a conflict). */
  unique?: string;
  /**
   * The call answers 409 when what it acts on is not in the state it needs (one fight runs at a
   * time; a fight that ended takes no more moves), whatever field a variant changed.
   */
  stateful?: boolean;
};

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${process.pid % 1000}x${sequence}`;
};

/** A new plain member of the demo merchant, at the top of the tree; returns its id. */
export async function buildMember(t: TTestApp, username = `sample${next()}`): Promise<number> {
  const merchant = await demoMerchant(t);
  const member = await insertMember(
    t.ctx.database.db,
    {
      merchantId: merchant.id,
      username,
      passwordHash: await t.ctx.passwords.hash("Sample2468"),
      nickname: username,
      referralCode: `R${username.toUpperCase()}`,
    },
    null,
  );
  return member.id;
}

/** A new top-level agent (type 1) of the demo merchant; returns its username. */
async function buildAgent(t: TTestApp): Promise<string> {
  const username = `sampleag${next()}`;
  const merchant = await demoMerchant(t);
  await insertMember(
    t.ctx.database.db,
    {
      merchantId: merchant.id,
      username,
      type: 1,
      passwordHash: await t.ctx.passwords.hash("Sample2468"),
      nickname: username,
      referralCode: `R${username.toUpperCase()}`,
    },
    null,
  );
  return username;
}

/** One tier of a real-time salary contract, within the default limits. */
const contractTerms = { tiers: [{ rateBp: 50, minValidBet: 0, minActiveMembers: 0, minLoss: 0 }] };

/** A new support operator of the demo merchant; returns its id. */
async function buildOperator(t: TTestApp): Promise<number> {
  const merchant = await demoMerchant(t);
  const { username } = await addOperator(t, {
    username: `sample.op${next()}`,
    role: "support",
    merchantId: merchant.id,
  });
  const [row] = await t.ctx.database.db.select().from(operators).where(eq(operators.username, username));
  if (!row) throw new Error("sample operator missing");
  return row.id;
}

/** A tiny real PNG, as the console uploads it. */
export const SAMPLE_PNG_BASE64 = renderCaptchaPng("AB12", () => 0).toString("base64");

/** Sends a valid creation and returns the new row's id (`key`: where the answer holds it). */
async function created(
  caller: TSampleCaller,
  method: string,
  path: string,
  body: TBody,
  key: "id" | "mediaId" = "id",
): Promise<number> {
  const answer = await call(caller.t, method, path, { token: caller.token, body });
  // The samples are built by path, outside the typed client: the answer is read as plain fields.
  const value = answer.body.value as Record<string, unknown> | null;
  const id = answer.body.success ? value?.[key] : undefined;
  if (typeof id !== "number") throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
  return id;
}

const uploadBody = (): TBody => ({ name: "sample.png", dataBase64: SAMPLE_PNG_BASE64 });

/** The first top-level game of the demo catalogue (games are platform-wide). */
async function sampleGameId(t: TTestApp): Promise<number> {
  const [row] = await t.ctx.database.db
    .select({ id: games.id })
    .from(games)
    .where(isNull(games.parentId))
    .orderBy(asc(games.id))
    .limit(1);
  if (!row) throw new Error("demo catalogue missing");
  return Number(row.id);
}
const bannerBody = async (caller: TSampleCaller): Promise<TBody> => ({
  groupName: "home",
  mediaId: await created(caller, "POST", "/bo/media", uploadBody(), "mediaId"),
  title: { EN: "Sample banner" },
  linkageType: "ROUTE",
  linkage: "/promotion",
  sort: 1,
  startsAt: null,
  endsAt: null,
});
const noticeBody = (): TBody => ({
  type: "B",
  title: { EN: "Sample notice" },
  content: { EN: "<p>Sample <b>content</b></p>" },
  sort: 1,
  marquee: false,
  expiresAt: null,
});
const helpBody = (): TBody => ({
  category: { EN: "General" },
  title: { EN: "How do I deposit?" },
  content: { EN: "<p>Open the wallet.</p>" },
  device: "ALL",
  sort: 1,
});

/** A campaign as the console saves it: a date window paying a fixed bonus (or a manual one). */
const campaignBody = (trigger: "window" | "manual" = "window"): TBody => ({
  name: { EN: "Sample campaign" },
  description: { EN: "A sample" },
  trigger,
  startsAt: "2026-01-01T00:00:00.000Z",
  endsAt: null,
  // Many grants per member: the sweep sends one valid manual grant after another.
  conditions: { oncePerMember: false },
  reward: { kind: "fixed", amount: 100, minDeposit: 0 },
  wagering: { multiple: 1, basis: "bonus", contributions: { RNG: 100 }, maxBet: null, expiryDays: 7 },
  budget: null,
});

/** A running manual campaign and a new member to grant it to. */
async function manualCampaign(caller: TSampleCaller): Promise<{ campaignId: number; username: string }> {
  const campaignId = await created(caller, "PUT", "/bo/bonus/campaigns", campaignBody("manual"));
  await created(caller, "POST", "/bo/bonus/campaigns/state", { id: campaignId, state: "active" });
  const username = `samplebn${next()}`;
  await buildMember(caller.t, username);
  return { campaignId, username };
}

/**
 * A withdrawal moves through its states once, so a sweep of many bodies cannot replay a real one:
 * these samples name no withdrawal (every valid body answers NOT_FOUND).
 */
const WITHDRAWAL_AUDITED_ELSEWHERE =
  "a withdrawal changes state once; withdrawals.integration.test.ts covers each of its audit rows";

/** A draw acted on must be closed or settled at the right moment: these samples name no draw. */
/** An own event of the merchant made through the console, for the book's samples; answers its ids. */
async function ownBookEvent(
  caller: TSampleCaller,
): Promise<{ eventId: number; marketId: number; selectionId: number }> {
  const answer = await call(caller.t, "POST", "/bo/book/events", {
    token: caller.token,
    body: bookEventBody(),
  });
  const value = answer.body.value as {
    event?: { id?: number };
    markets?: { id: number; selections: { id: number }[] }[];
  } | null;
  const eventId = value?.event?.id;
  const market = value?.markets?.[0];
  const selectionId = market?.selections[0]?.id;
  if (!answer.body.success || !eventId || !market || !selectionId) {
    throw new Error(`/bo/book/events: ${JSON.stringify(answer.body)}`);
  }
  return { eventId, marketId: market.id, selectionId };
}

const bookEventBody = (): TBody => ({
  sport: "football",
  competition: "Sample Cup",
  kind: "match",
  home: `Sample Home ${next()}`,
  away: "Sample Away",
  startsAt: new Date(Date.now() + 86_400_000).toISOString(),
  markets: [
    {
      type: "1x2",
      selections: [
        { code: "home", odds: 2000 },
        { code: "draw", odds: 3200 },
        { code: "away", odds: 3600 },
      ],
    },
  ],
});

/** Cancels the demo merchant's running fight, if any (one fight runs at a time). */
async function noRunningFight(caller: TSampleCaller): Promise<void> {
  const answer = await call(caller.t, "GET", "/bo/sabong/fights?state=live", { token: caller.token });
  const rows = ((answer.body.value as { rows?: { id: number }[] } | null)?.rows ?? []).map((row) => row.id);
  for (const fightId of rows) {
    await call(caller.t, "POST", "/bo/sabong/fights/action", {
      token: caller.token,
      body: { fightId, action: "cancel", reason: "Sample cleared." },
    });
  }
}

const fightBody = (): TBody => ({ derby: "Sample Derby", meron: `Red ${next()}`, wala: "Blue" });

const LOTTERY_DRAW_AUDITED_ELSEWHERE =
  "a draw in the right state is needed; lottery/console/lottery-draws.integration.test.ts covers its audit row";

/**
 * A valid body for every console write call, built against the contract
 * (packages/contract/src/backoffice*.ts). The guard sweep asserts this table covers every write.
 */
export const WRITE_SAMPLES: Partial<Record<TEndpointName, TWriteSample>> = {
  boSetStatus: { build: async () => ({ systemStatus: 0 }) },
  boSetMaintenanceMessage: { build: async () => ({ message: { EN: "Back soon." } }) },
  boSetToggle: { build: async () => ({ modId: "JACKPOTDISPLAY", enabled: true }) },
  boSetRegisterRule: {
    build: async () => ({
      field: "qqNum",
      enabled: true,
      required: false,
      patternId: 6,
      minLength: 5,
      maxLength: 12,
    }),
  },
  boSetLocale: {
    build: async () => ({
      languages: ["MY", "EN", "CN"],
      defaultLanguage: "MY",
      currency: "MMK",
      currencySymbol: "K",
      timeZone: "Asia/Yangon",
    }),
  },
  boSetCustomerService: {
    build: async () => ({
      entries: [{ csType: "LIVE_CHAT", title: "Live chat", path: "https://chat.example.com/orchid" }],
    }),
  },
  boSetResources: {
    build: async () => ({
      resources: [
        { resourceType: "ANDROID", url: "https://dl.example.com/orchid.apk", labelNameEn: "Android" },
      ],
    }),
  },
  boSetCdns: {
    build: async () => ({
      imageCdns: ["https://img.example.com"],
      launchGameCdns: ["https://play.example.com"],
    }),
  },
  boSetPasswordPolicy: { build: async () => ({ defaultWeakPassword: "Welcome123", passwordExpiryDays: 90 }) },
  boUploadMedia: { build: async () => uploadBody() },
  boSaveBanner: { build: bannerBody },
  boDeleteBanner: {
    build: async (caller) => ({
      id: await created(caller, "PUT", "/bo/content/banners", await bannerBody(caller)),
    }),
  },
  boSaveNotice: { build: async () => noticeBody() },
  boDeleteNotice: {
    build: async (caller) => ({ id: await created(caller, "PUT", "/bo/content/notices", noticeBody()) }),
  },
  boSaveHelpArticle: { build: async () => helpBody() },
  boDeleteHelpArticle: {
    build: async (caller) => ({ id: await created(caller, "PUT", "/bo/content/help", helpBody()) }),
  },
  boSetMemberStatus: {
    build: async ({ t }) => ({ memberId: await buildMember(t), status: "locked", note: "Sample lock" }),
  },
  boSetMemberProfile: {
    build: async ({ t }) => ({ memberId: await buildMember(t), labels: ["vip"], rankLevel: 2, type: 0 }),
  },
  boResetMemberPassword: { build: async ({ t }) => ({ memberId: await buildMember(t) }) },
  boMoveMember: { build: async ({ t }) => ({ memberId: await buildMember(t), uplineUsername: "agent01" }) },
  boAddMemberNote: {
    build: async ({ t }) => ({ memberId: await buildMember(t), text: "Called the member." }),
  },
  boCreateOperator: {
    build: async () => ({
      username: `sample.new${next()}`,
      displayName: "Sample operator",
      role: "support",
      password: "Operator2468",
    }),
    unique: "username",
  },
  boUpdateOperator: {
    build: async ({ t }) => ({ id: await buildOperator(t), displayName: "Renamed operator" }),
  },
  boDecideApproval: {
    build: async () => ({ id: 999_999, decision: "approve", note: "Checked." }),
    auditElsewhere:
      "a pending approval needs a money request; approvals.integration.test.ts covers its audit row",
  },
  boDecideDeposit: {
    build: async () => ({ id: 999_999, decision: "approve", note: "Checked." }),
    auditElsewhere:
      "a bank deposit awaiting approval is needed; deposits.integration.test.ts covers its audit row",
  },
  boAdjustBalance: {
    build: async ({ t }) => ({
      memberId: await buildMember(t),
      direction: "credit",
      kind: "bonus",
      amount: 10_000,
      reason: "Sample bonus",
    }),
  },
  boSavePaymentChannel: {
    build: async () => ({
      kind: "bank",
      name: `Sample bank ${next()}`,
      enabled: false,
      sortOrder: 9,
      minAmount: 1_000,
      maxAmount: 100_000,
      feeBps: 0,
      feeFixed: 0,
      bank: { bankName: "Sample Bank", accountName: "Orchid Ltd", accountNumber: "1111 2222" },
    }),
  },
  boDecideWithdrawal: {
    build: async () => ({ id: 999_999, decision: "approve", note: "Checked." }),
    auditElsewhere: WITHDRAWAL_AUDITED_ELSEWHERE,
  },
  boPayWithdrawal: {
    build: async () => ({ id: 999_999, amount: 10_000, idempotencyKey: `sample.payout${next()}` }),
    auditElsewhere: WITHDRAWAL_AUDITED_ELSEWHERE,
    unique: "idempotencyKey",
  },
  boReleaseWithdrawal: {
    build: async () => ({ id: 999_999, note: "Released the rest." }),
    auditElsewhere: WITHDRAWAL_AUDITED_ELSEWHERE,
  },
  boResolvePayout: {
    build: async () => ({ payoutId: 999_999, resolution: "forced_received", note: "Checked." }),
    auditElsewhere: WITHDRAWAL_AUDITED_ELSEWHERE,
  },
  boSetPaymentSettings: {
    build: async () => ({
      withdrawMin: 10_000,
      withdrawMax: 5_000_000,
      withdrawDailyCount: 5,
      withdrawDailyMax: 20_000_000,
      withdrawFourEyesMin: 1_000_000,
      payoutConfirmMinutes: 1_440,
    }),
  },
  boUpdateGameVendor: {
    build: async () => ({
      code: "NOVA",
      name: "Nova Reels",
      enabled: true,
      walletMode: "seamless",
      sortOrder: 10,
    }),
  },
  boRotateVendorSecret: { build: async () => ({ code: "NOVA" }) },
  boUpdateGame: {
    build: async ({ t }) => ({
      id: await sampleGameId(t),
      names: { EN: "Sample Game", CN: "样本游戏" },
      isHot: true,
      hotOrder: 3,
      sortOrder: 5,
      enabled: true,
      minBet: 100,
    }),
  },
  boSetGameImage: { build: async ({ t }) => ({ id: await sampleGameId(t), ...uploadBody() }) },
  boClearGameImage: { build: async ({ t }) => ({ id: await sampleGameId(t) }) },
  boSaveAgentContractSettings: { build: async () => ({ ...DEFAULT_AGENT_SETTINGS }) },
  boIssueAgentContract: {
    build: async ({ t }) => ({
      username: await buildAgent(t),
      kind: "realtime_salary",
      terms: contractTerms,
    }),
    unique: "username",
  },
  boTerminateAgentContract: {
    build: async () => ({ id: 999_999, reason: "Sample end" }),
    auditElsewhere:
      "the id travels in the path; agent/contracts/contract-cascade.integration.test.ts covers its audit row",
  },
  boReviewAgentBill: {
    build: async () => ({ id: 999_999, decision: "approve", note: "Checked." }),
    auditElsewhere: "a bill awaiting review is needed, and the id travels in the path",
  },
  boRerunAgentSettlement: {
    build: async () => ({ kind: "realtime_salary", periodStart: Date.UTC(2026, 0, 1) }),
  },
  boRerunJob: {
    build: async () => ({ name: "payments.deposit-expiry", runId: "00000000-0000-4000-8000-000000000000" }),
    auditElsewhere: "a re-run needs a failed run; jobs/job-console.integration.test.ts covers its audit row",
  },
  boSetLotteryGame: { build: async () => ({ code: "k3_5m", enabled: true }) },
  boSaveLotteryOdds: {
    build: async () => ({
      family: "four_d",
      betType: "small",
      cost: 1,
      pays: { first: 3_000, second: 2_000, third: 800 },
      minStake: 100,
      maxStake: 1_000_000,
      numberCap: 10_000_000,
      enabled: true,
    }),
  },
  boResetLotteryOdds: { build: async () => ({ family: "four_d", betType: "small" }) },
  boEnterLotteryResult: {
    build: async () => ({ drawId: 999_999, result: { prizes: { db: ["123456"] } } }),
    auditElsewhere: LOTTERY_DRAW_AUDITED_ELSEWHERE,
  },
  boCorrectLotteryResult: {
    build: async () => ({ drawId: 999_999, result: { prizes: { db: ["123456"] } } }),
    auditElsewhere: LOTTERY_DRAW_AUDITED_ELSEWHERE,
  },
  boCancelLotteryDraw: {
    build: async () => ({ drawId: 999_999, reason: "The operator did not draw." }),
    auditElsewhere: LOTTERY_DRAW_AUDITED_ELSEWHERE,
  },
  boBookNewEvent: { build: async () => bookEventBody() },
  boBookMarketState: {
    build: async (caller) => ({ marketId: (await ownBookEvent(caller)).marketId, state: "suspended" }),
  },
  boBookMarketLimit: {
    build: async (caller) => ({ marketId: (await ownBookEvent(caller)).marketId, maxStake: 50_000 }),
  },
  boBookSelectionSwitch: {
    build: async (caller) => ({ selectionId: (await ownBookEvent(caller)).selectionId, open: false }),
  },
  boBookEventStatus: {
    build: async (caller) => ({ eventId: (await ownBookEvent(caller)).eventId, state: "live", clock: 1 }),
  },
  boBookEventOdds: {
    build: async (caller) => ({
      eventId: (await ownBookEvent(caller)).eventId,
      markets: [{ type: "1x2", selections: [{ code: "home", odds: 1900 }] }],
    }),
  },
  boBookResult: {
    build: async () => ({ eventId: 999_999, result: { status: "final", home: 1, away: 0 } }),
    auditElsewhere:
      "an event in play is needed; sportsbook/console/book-console.integration.test.ts covers its audit row",
  },
  boSaveBookSettings: {
    build: async () => ({
      margins: { "1x2": 300 },
      minStake: 100,
      maxStake: 5_000_000,
      maxPayout: 50_000_000,
      memberEventCap: 10_000_000,
      liabilityCap: 200_000_000,
      inPlayDelayMs: 3_000,
      cashOut: true,
      cashOutMarginBp: 500,
    }),
  },
  boNewFight: {
    stateful: true,
    build: async (caller) => {
      await noRunningFight(caller);
      return fightBody();
    },
  },
  boFightAction: {
    stateful: true,
    build: async (caller) => {
      await noRunningFight(caller);
      return {
        fightId: await created(caller, "POST", "/bo/sabong/fights", fightBody()),
        action: "announce_last_call",
      };
    },
  },
  boDeclareFight: {
    stateful: true,
    build: async () => ({ fightId: 999_999, result: "meron" }),
    auditElsewhere: "a closed fight is needed; sabong/sabong.integration.test.ts covers its audit row",
  },
  boSaveSabongSettings: {
    build: async () => ({
      plasadaBp: 500,
      minPer100: 10_700,
      drawProfit: 8,
      drawPer: 1,
      minStake: 100,
      maxStake: 5_000_000,
      streamUrl: "",
    }),
  },
  boSaveCampaign: { build: async () => campaignBody() },
  boCampaignState: {
    build: async (caller) => ({
      id: await created(caller, "PUT", "/bo/bonus/campaigns", campaignBody()),
      state: "active",
    }),
  },
  boManualGrant: {
    build: async (caller) => ({
      ...(await manualCampaign(caller)),
      amount: 100,
      idempotencyKey: `sample-${next()}`,
    }),
    unique: "idempotencyKey",
  },
  boSavePointsSettings: {
    build: async () => ({
      enabled: true,
      earn: { RNG: 100 },
      depositRate: 10,
      exchange: { points: 100, minor: 100 },
      minConvert: 100,
      rules: { EN: "Sample rules" },
    }),
  },
  boSaveMallProduct: {
    build: async () => ({
      name: { EN: "Sample product" },
      description: { EN: "A sample" },
      mediaId: null,
      points: 100,
      amount: 0,
      stock: 5,
      needsAddress: false,
      enabled: true,
      sort: 0,
    }),
  },
  boSaveMission: {
    build: async () => ({
      name: { EN: "Sample mission" },
      description: { EN: "A sample" },
      period: "daily",
      goal: "bet",
      gameType: "RNG",
      target: 10_000,
      reward: 100,
      rewardUnit: "minor",
      claimDays: 7,
      enabled: true,
      sort: 0,
    }),
  },
  boSaveReferralSettings: {
    build: async () => ({
      enabled: true,
      minDeposit: 10_000,
      minValidBet: 20_000,
      reward: 5_000,
      rewardUnit: "minor",
      claimDays: 7,
    }),
  },
  boCreateRaffle: {
    build: async () => ({
      title: { EN: "Sample envelopes" },
      pool: 10_000,
      packets: 10,
      minPacket: 100,
      opensAt: "2026-01-01T00:00:00.000Z",
      closesAt: "2027-01-01T00:00:00.000Z",
    }),
  },
  boReplyFeedback: {
    build: async () => ({ id: 999_999, reply: "Thank you." }),
    auditElsewhere: "feedback is answered once; engagement/programmes.integration.test.ts covers the reply",
  },
  boSaveVipLevels: {
    build: async () => ({
      levels: [
        {
          rank: 1,
          name: { EN: "Silver" },
          minDeposits: 0,
          minValidBet: 100_000,
          rebateBp: 10,
          withdrawDailyMax: null,
          dedicatedService: false,
        },
      ],
    }),
  },
  boDecideApplication: {
    build: async () => ({ id: 999_999, decision: "approve" }),
    auditElsewhere:
      "an application is decided once; engagement/applications/applications.integration.test.ts covers it",
  },
  boDecideRedeem: {
    build: async () => ({ id: 999_999, decision: "approve" }),
    auditElsewhere:
      "a redeem is decided once; engagement/points/points.integration.test.ts covers the decision",
  },
  boForfeitGrant: {
    build: async () => ({ id: 999_999, reason: "Sample forfeit" }),
    auditElsewhere:
      "a grant is forfeited once; engagement/bonus/bonus.integration.test.ts covers its audit row",
  },
};
