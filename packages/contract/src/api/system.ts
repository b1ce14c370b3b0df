import { z } from "zod";
import {
  ZDevLotteryDrawNowRequest,
  ZDevLotteryDrawNowValue,
  ZDevMerchantParams,
  ZDevRegisterRuleRequest,
  ZDevRegisterRuleValue,
  ZDevSabongDeclareRequest,
  ZDevSabongDeclareValue,
  ZDevSettleAgentWindowsRequest,
  ZDevSettleAgentWindowsValue,
  ZDevStatusRequest,
  ZDevStatusValue,
  ZDevToggleRequest,
  ZDevToggleValue,
  ZOutboxMessage,
  ZOutboxQuery,
} from "../dev-tools.ts";
import { endpoint, PUBLIC, planned, VISITOR } from "../endpoint.ts";
import { ZRegisterRules } from "../register-rules.ts";
import { ZSettingsNode } from "../settings-tree.ts";
import {
  ZCountryCode,
  ZDomainRoute,
  ZDomainRouteQuery,
  ZHelpArticle,
  ZHelpCenterQuery,
  ZJackpot,
  ZPermissionInfo,
  ZRouters,
  ZSystemStatus,
  ZSystemStatusQuery,
} from "../system.ts";

/** The system calls: what a site needs before anyone logs in. */
export const SYSTEM_CALLS = {
  systemStatus: endpoint("GET", "/wps/system/status", {
    module: "system",
    caller: VISITOR,
    summary:
      "Open, maintenance or region restricted; with `url` (the page's host) the whole permission info.",
    input: ZSystemStatusQuery,
    answer: z.union([ZPermissionInfo, ZSystemStatus]),
  }),
  whitelabel: endpoint("GET", "/wps/system/whitelabel", {
    module: "system",
    caller: VISITOR,
    summary: "The merchant's settings tree (feature toggles).",
    answer: z.array(ZSettingsNode),
  }),
  registerSettings: endpoint("GET", "/wps/system/setting/register", {
    module: "system",
    caller: VISITOR,
    summary: "The merchant's registration field rules.",
    answer: ZRegisterRules,
  }),
  helpCenter: endpoint("GET", "/wps/system/helpCenter", {
    module: "system",
    caller: VISITOR,
    summary: "Help articles for a device, in the request's language.",
    input: ZHelpCenterQuery,
    answer: z.array(ZHelpArticle),
  }),
  domainRoute: endpoint("GET", "/wps/system/domainRoute", {
    module: "system",
    caller: VISITOR,
    summary: "Where a domain leads: its merchant, landing route and affiliate code.",
    input: ZDomainRouteQuery,
    answer: ZDomainRoute,
  }),
  routers: endpoint("GET", "/wps/system/routers", {
    module: "system",
    caller: VISITOR,
    summary: "The merchant's listed domains, customer service links and resources.",
    answer: ZRouters,
  }),
  countryCodes: endpoint("GET", "/wps/system/countryCodes", {
    module: "system",
    caller: PUBLIC,
    summary: "Every country with its dialing code and flag.",
    answer: z.array(ZCountryCode),
  }),
  countryFlag: endpoint("GET", "/flags/:file", {
    module: "system",
    caller: PUBLIC,
    summary: "A country's flag as SVG (`MM.svg`).",
    input: z.object({ file: z.string() }),
    reply: "image",
    errors: ["NOT_FOUND"],
  }),
  jackpot: endpoint("GET", "/wps/system/jackpot", {
    module: "system",
    caller: VISITOR,
    summary: "The home jackpot counter: value, increment per tick and the server's time.",
    answer: ZJackpot,
  }),
  customerServiceLinks: planned("GET", "/wps/system/customerService", "system", VISITOR),
  // Development only: served when the senders write to the outbox, refused in production.
  devOutbox: endpoint("GET", "/dev/outbox", {
    module: "system",
    caller: PUBLIC,
    summary: "Development only: the SMS and emails the outbox senders stored, newest first.",
    input: ZOutboxQuery,
    answer: z.array(ZOutboxMessage),
  }),
  // Development only: served with DEV_ROUTES=1, which the server refuses in production.
  devMerchantStatus: endpoint("POST", "/dev/merchants/:code/status", {
    module: "system",
    caller: PUBLIC,
    summary: "Development only: puts a merchant into maintenance (1) or out of it (0).",
    input: ZDevStatusRequest.extend(ZDevMerchantParams.shape),
    answer: ZDevStatusValue,
    errors: ["MERCHANT_UNKNOWN"],
  }),
  devMerchantToggle: endpoint("POST", "/dev/merchants/:code/toggles", {
    module: "system",
    caller: PUBLIC,
    summary: "Development only: switches one node of a merchant's settings tree.",
    input: ZDevToggleRequest.extend(ZDevMerchantParams.shape),
    answer: ZDevToggleValue,
    errors: ["MERCHANT_UNKNOWN", "NOT_FOUND"],
  }),
  devMerchantRegisterRule: endpoint("POST", "/dev/merchants/:code/register-rules", {
    module: "system",
    caller: PUBLIC,
    summary: "Development only: switches one registration field rule of a merchant.",
    input: ZDevRegisterRuleRequest.extend(ZDevMerchantParams.shape),
    answer: ZDevRegisterRuleValue,
    errors: ["MERCHANT_UNKNOWN"],
  }),
  devLotteryDrawNow: endpoint("POST", "/dev/lottery/draw-now", {
    module: "system",
    caller: PUBLIC,
    summary:
      "Development only: closes a lottery draw now, draws it (a real-world one with the given or an invented result) and settles it.",
    input: ZDevLotteryDrawNowRequest,
    answer: ZDevLotteryDrawNowValue,
    errors: ["NOT_FOUND", "ORDER_STATE_CHANGED", "LOTTERY_PICKS_INVALID"],
  }),
  devSabongDeclare: endpoint("POST", "/dev/sabong/declare", {
    module: "system",
    caller: PUBLIC,
    summary:
      "Development only: declares a closed fight's result and settles it at once, as a second operator's approval would.",
    input: ZDevSabongDeclareRequest,
    answer: ZDevSabongDeclareValue,
    errors: ["NOT_FOUND", "MERCHANT_UNKNOWN", "ORDER_STATE_CHANGED"],
  }),
  devSettleAgentWindows: endpoint("POST", "/dev/agent/settle-windows", {
    module: "system",
    caller: PUBLIC,
    summary: "Development only: settles the agents' salary windows as the job would a few minutes from now.",
    input: ZDevSettleAgentWindowsRequest,
    answer: ZDevSettleAgentWindowsValue,
  }),
} as const;
