import {
  OPERATOR_ROLES,
  roleAllows,
  type TBoPermission,
  type TOperatorRole,
} from "@orchid/contract/backoffice";
import type { TEndpoint, TEndpointName } from "@orchid/contract/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, loginAs } from "../../test/account-calls.ts";
import { callApi, okValue } from "../../test/api-client.ts";
import {
  CONSOLE_CALLS,
  CONSOLE_WRITES,
  PLATFORM_CALLS,
  SESSION_CALLS,
  WRITE_SAMPLES,
} from "../../test/console-samples.ts";
import { demoMerchant } from "../../test/merchant-fixtures.ts";
import {
  addMerchant,
  addOperator,
  auditSince,
  lastAuditId,
  operatorIdOf,
  operatorLogin,
  startConsoleTest,
} from "../../test/operator-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";

// Every console call past login is guarded by one gate (console-gate.ts): a console session, the
// merchant of the Merchant header (an operator of another merchant is refused) and one permission
// of the role matrix. The lists come from ENDPOINTS, so a new console call is swept automatically;
// the permission table below must name it, or the first test fails.

/** The permission each merchant-scoped console call needs (kept here, checked against the server). */
const PERMISSION_OF: Partial<Record<TEndpointName, TBoPermission>> = {
  boDashboard: "dashboard.read",
  boSettings: "settings.read",
  boSetStatus: "settings.write",
  boSetMaintenanceMessage: "settings.write",
  boSetToggle: "settings.write",
  boSetRegisterRule: "settings.write",
  boSetLocale: "settings.write",
  boSetCustomerService: "settings.write",
  boSetResources: "settings.write",
  boSetCdns: "settings.write",
  boSetPasswordPolicy: "settings.write",
  boUploadMedia: "content.write",
  boBanners: "content.write",
  boSaveBanner: "content.write",
  boDeleteBanner: "content.write",
  boNotices: "content.write",
  boSaveNotice: "content.write",
  boDeleteNotice: "content.write",
  boHelpArticles: "content.write",
  boSaveHelpArticle: "content.write",
  boDeleteHelpArticle: "content.write",
  boMembers: "members.read",
  boMemberDetail: "members.read",
  boSetMemberStatus: "members.write",
  boSetMemberProfile: "members.write",
  boResetMemberPassword: "members.write",
  boMoveMember: "members.write",
  boAddMemberNote: "members.write",
  boOperators: "operators.manage",
  boCreateOperator: "operators.manage",
  boUpdateOperator: "operators.manage",
  boApprovals: "money.approve",
  boDecideApproval: "money.approve",
  boAudit: "audit.read",
  boDeposits: "money.read",
  boDecideDeposit: "money.request",
  boAdjustBalance: "money.request",
  boMemberLedger: "money.read",
  boPaymentChannels: "settings.read",
  boSavePaymentChannel: "settings.write",
  boWithdrawals: "money.read",
  boDecideWithdrawal: "money.request",
  boPayWithdrawal: "money.request",
  boReleaseWithdrawal: "money.request",
  boResolvePayout: "money.request",
  boPaymentSettings: "settings.read",
  boSetPaymentSettings: "settings.write",
  boGameVendors: "games.read",
  boUpdateGameVendor: "games.vendors",
  boRotateVendorSecret: "games.vendors",
  boGames: "games.read",
  boUpdateGame: "games.write",
  boSetGameImage: "games.write",
  boClearGameImage: "games.write",
  boGameRounds: "games.rounds",
  boGameRoundDetail: "games.rounds",
  boGameRtp: "games.rounds",
  boJobs: "jobs.read",
  boRerunJob: "jobs.run",
  boAgentTree: "agents.read",
  boAgentContractSettings: "agents.read",
  boSaveAgentContractSettings: "agents.write",
  boAgentContracts: "agents.read",
  boAgentContract: "agents.read",
  boIssueAgentContract: "agents.write",
  boTerminateAgentContract: "agents.write",
  boAgentBills: "agents.read",
  boReviewAgentBill: "agents.pay",
  boRerunAgentSettlement: "agents.write",
  boAgentReport: "agents.read",
  boLotteryGames: "lottery.read",
  boSetLotteryGame: "lottery.draws",
  boLotteryOdds: "lottery.read",
  boSaveLotteryOdds: "lottery.odds",
  boResetLotteryOdds: "lottery.odds",
  boLotteryDraws: "lottery.read",
  boLotteryDraw: "lottery.read",
  boLotteryLiability: "lottery.read",
  boEnterLotteryResult: "lottery.draws",
  boCorrectLotteryResult: "lottery.draws",
  boCancelLotteryDraw: "lottery.draws",
  boLotterySlips: "lottery.read",
  boBookEvents: "book.read",
  boBookTrading: "book.read",
  boBookMarketState: "book.trade",
  boBookMarketLimit: "book.trade",
  boBookSelectionSwitch: "book.trade",
  boBookNewEvent: "book.trade",
  boBookEventStatus: "book.trade",
  boBookEventOdds: "book.trade",
  boBookResult: "book.results",
  boBookBets: "book.read",
  boBookSettings: "book.read",
  boSaveBookSettings: "book.trade",
  boFights: "sabong.read",
  boNewFight: "sabong.run",
  boFightAction: "sabong.run",
  boDeclareFight: "sabong.run",
  boSabongSettings: "sabong.read",
  boSaveSabongSettings: "sabong.run",
  boCampaigns: "bonus.read",
  boCampaignResults: "bonus.read",
  boCampaignPreview: "bonus.read",
  boSaveCampaign: "bonus.write",
  boCampaignState: "bonus.write",
  boGrants: "bonus.read",
  boManualGrant: "bonus.grant",
  boForfeitGrant: "bonus.grant",
  boPointsSettings: "bonus.read",
  boSavePointsSettings: "bonus.write",
  boMallProducts: "bonus.read",
  boSaveMallProduct: "bonus.write",
  boRedeems: "bonus.read",
  boDecideRedeem: "bonus.grant",
  boMissions: "bonus.read",
  boSaveMission: "bonus.write",
  boReferralSettings: "bonus.read",
  boSaveReferralSettings: "bonus.write",
  boRaffles: "bonus.read",
  boCreateRaffle: "bonus.grant",
  boFeedback: "members.read",
  boReplyFeedback: "members.write",
  boVipLevels: "bonus.read",
  boSaveVipLevels: "bonus.write",
  boApplications: "bonus.read",
  boDecideApplication: "bonus.grant",
};

const MERCHANT_CALLS = CONSOLE_CALLS.filter(([name]) => !SESSION_CALLS.includes(name));

let t: TTestApp;
let ownerToken: string;
let ownerId: number;
let platformToken: string;
let platformId: number;
beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
  ownerId = await operatorIdOf(t, "owner");
  const platform = await addOperator(t, { username: "sweep-platform", role: "owner", merchantId: null });
  platformToken = await operatorLogin(t, platform, "10.93.4.1");
  platformId = await operatorIdOf(t, "sweep-platform");
});
afterAll(async () => t?.close());

/** Sends a call with an empty body (none for GET): the gate must answer before any body check. */
const bare = (endpoint: TEndpoint, token?: string) =>
  call(t, endpoint.method, endpoint.path, { token, body: endpoint.method === "GET" ? undefined : {} });

describe("the sweep's tables", () => {
  it("name the permission of every merchant-scoped console call", () => {
    expect(Object.keys(PERMISSION_OF).sort()).toEqual(MERCHANT_CALLS.map(([name]) => name).sort());
  });

  it("hold a valid sample body for every console write", () => {
    expect(Object.keys(WRITE_SAMPLES).sort()).toEqual(CONSOLE_WRITES.map(([name]) => name).sort());
  });
});

describe("without a console session", () => {
  let memberToken = "";
  beforeAll(async () => {
    const member = await loginAs(t, "demo01", "Demo1234", "10.93.0.1");
    memberToken = okValue(member).token;
  });

  it.each(CONSOLE_CALLS)("%s refuses a member's session token", async (_name, endpoint) => {
    const answer = await bare(endpoint, memberToken);
    expect([answer.status, answer.body.code]).toEqual([401, "NOT_LOGGED_IN"]);
  });

  it.each(CONSOLE_CALLS)("%s refuses a call without a token", async (_name, endpoint) => {
    const answer = await bare(endpoint);
    expect([answer.status, answer.body.code]).toEqual([401, "NOT_LOGGED_IN"]);
  });
});

describe("an operator of another merchant", () => {
  let strangerToken = "";
  let strangerId = 0;
  let demoId = 0;
  beforeAll(async () => {
    const otherId = await addMerchant(t, "other");
    const stranger = await addOperator(t, { username: "other-owner", role: "owner", merchantId: otherId });
    strangerToken = await operatorLogin(t, stranger, "10.93.1.1");
    strangerId = await operatorIdOf(t, "other-owner");
    demoId = (await demoMerchant(t)).id;
  });

  it.each(MERCHANT_CALLS)("%s is refused on the demo merchant, and audited", async (_name, endpoint) => {
    const mark = await lastAuditId(t);
    const answer = await bare(endpoint, strangerToken);
    expect([answer.status, answer.body.code]).toEqual([403, "FORBIDDEN"]);
    const rows = await auditSince(t, mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operatorId: strangerId,
      merchantId: demoId,
      outcome: "refused",
      after: { reason: "other_merchant" },
    });
  });

  it("still reaches its own merchant", async () => {
    const own = await callApi(t, "boSettings", undefined, { token: strangerToken, merchant: "other" });
    expect(okValue(own).merchantCode).toBe("other");
  });
});

describe("a platform owner", () => {
  it("acts on any merchant the Merchant header names", async () => {
    const login = await addOperator(t, { username: "platform-owner", role: "owner", merchantId: null });
    const token = await operatorLogin(t, login, "10.93.2.1");
    const settings = await callApi(t, "boSettings", undefined, { token });
    expect(okValue(settings).merchantCode).toBe("demo");
  });
});

describe.each(OPERATOR_ROLES)("the %s role", (role: TOperatorRole) => {
  let token = "";
  let operatorId = 0;
  beforeAll(async () => {
    const demo = await demoMerchant(t);
    const login = await addOperator(t, { username: `role-${role}`, role, merchantId: demo.id });
    token = await operatorLogin(t, login, "10.93.3.1");
    operatorId = await operatorIdOf(t, login.username);
  });

  const lacking = MERCHANT_CALLS.filter(
    ([name]) => !roleAllows(role, PERMISSION_OF[name] ?? "operators.manage"),
  );
  const allowed = MERCHANT_CALLS.filter(([name]) => !lacking.some(([other]) => other === name));
  // Platform-wide data: the role may, but not as a merchant's operator (platform-gate.ts).
  const platformOnly = allowed.filter(([name]) => PLATFORM_CALLS.includes(name));
  const granted = allowed.filter(([name]) => !PLATFORM_CALLS.includes(name));

  it.each(lacking)("is refused %s before its body is read, and audited", async (name, endpoint) => {
    const mark = await lastAuditId(t);
    const answer = await bare(endpoint, token);
    expect([answer.status, answer.body.code]).toEqual([403, "FORBIDDEN"]);
    const rows = await auditSince(t, mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operatorId,
      outcome: "refused",
      after: { reason: "role", permission: PERMISSION_OF[name] },
    });
  });

  it.each(platformOnly)("is refused %s as a merchant's operator, and audited", async (name, endpoint) => {
    const mark = await lastAuditId(t);
    const answer = await bare(endpoint, token);
    expect([answer.status, answer.body.code]).toEqual([403, "FORBIDDEN"]);
    const rows = await auditSince(t, mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operatorId,
      outcome: "refused",
      after: { reason: "platform", permission: PERMISSION_OF[name] },
    });
  });

  it.each(granted)("passes the gate of %s", async (_name, endpoint) => {
    const mark = await lastAuditId(t);
    const answer = await bare(endpoint, token);
    expect(answer.status).not.toBe(403);
    expect(answer.status).not.toBe(404);
    expect((await auditSince(t, mark)).filter((row) => row.outcome === "refused")).toEqual([]);
  });
});

describe("every console change is audited", () => {
  // boDecideApproval needs a pending money request: approvals.integration.test.ts covers its audit row.
  const audited = CONSOLE_WRITES.filter(([name]) => !WRITE_SAMPLES[name]?.auditElsewhere);

  it.each(audited)("%s writes exactly one ok audit row", async (name, endpoint) => {
    const sample = WRITE_SAMPLES[name];
    if (!sample) throw new Error(`no sample for ${name}`);
    const isPlatform = PLATFORM_CALLS.includes(name);
    const token = isPlatform ? platformToken : ownerToken;
    const body = await sample.build({ t, token });
    const mark = await lastAuditId(t);
    const answer = await call(t, endpoint.method, endpoint.path, { token, body });
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ success: true });
    const rows = await auditSince(t, mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operatorId: isPlatform ? platformId : ownerId, outcome: "ok" });
  });
});
