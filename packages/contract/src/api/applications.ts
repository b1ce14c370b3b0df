import {
  ZApplication,
  ZApplicationDecision,
  ZApplicationPage,
  ZApplicationQuery,
  ZApplyRequest,
  ZConsoleApplication,
  ZConsoleApplicationPage,
  ZConsoleApplicationQuery,
} from "../applications.ts";
import { endpoint, operator, REAL_MEMBER } from "../endpoint.ts";

/** Activity applications: a member applies to a promotion; operators review. */
export const APPLICATION_CALLS = {
  promotionApply: endpoint("POST", "/wps/promotion/apply", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary: "Applies to a promotion with a remark (≤ 140) and up to 3 of the member's own proof images.",
    input: ZApplyRequest,
    answer: ZApplication,
    errors: ["NOT_FOUND", "ALREADY_APPLIED", "SIGNUP_CLOSED"],
  }),
  promotionApplications: endpoint("GET", "/wps/promotion/applications", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary: "The member's applications with each promotion's state (applying, rejected, issued, claimed…).",
    input: ZApplicationQuery,
    answer: ZApplicationPage,
  }),
} as const;

export const CONSOLE_APPLICATION_CALLS = {
  boApplications: endpoint("GET", "/bo/applications", {
    module: "backoffice",
    caller: operator("bonus.read", "applications.list"),
    summary: "Activity applications to review (applying first) and decided ones, with their images.",
    input: ZConsoleApplicationQuery,
    answer: ZConsoleApplicationPage,
  }),
  boDecideApplication: endpoint("POST", "/bo/applications/decide", {
    module: "backoffice",
    caller: operator("bonus.grant", "applications.decide"),
    summary:
      "Approves an application (its reward, if any, into the member's reward centre) or rejects it, once.",
    input: ZApplicationDecision,
    answer: ZConsoleApplication,
    errors: ["NOT_FOUND", "ORDER_STATE_CHANGED"],
  }),
} as const;
