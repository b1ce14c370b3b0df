import { endpoint, MEMBER, operator, VISITOR } from "../endpoint.ts";
import {
  ZConsoleFeedback,
  ZConsoleFeedbackPage,
  ZConsoleFeedbackQuery,
  ZFeedbackPage,
  ZFeedbackQuery,
  ZFeedbackReply,
  ZFeedbackRequest,
  ZFeedbackValue,
} from "../feedback.ts";

/** Feedback: anyone may send it (a member's is answered in the inbox), operators reply. */
export const FEEDBACK_CALLS = {
  feedback: endpoint("PUT", "/wps/feedback", {
    module: "engagement",
    caller: VISITOR,
    summary:
      "Sends feedback: a question type and content within the bounds, images optional (a member's own uploads).",
    input: ZFeedbackRequest,
    answer: ZFeedbackValue,
    errors: ["RATE_LIMITED"],
  }),
  myFeedback: endpoint("GET", "/wps/feedback/mine", {
    module: "engagement",
    caller: MEMBER,
    summary: "The member's feedback with the operators' replies, newest first.",
    input: ZFeedbackQuery,
    answer: ZFeedbackPage,
  }),
} as const;

export const CONSOLE_FEEDBACK_CALLS = {
  boFeedback: endpoint("GET", "/bo/feedback", {
    module: "backoffice",
    caller: operator("members.read", "feedback.list"),
    summary: "The feedback queue (open first) and replied feedback.",
    input: ZConsoleFeedbackQuery,
    answer: ZConsoleFeedbackPage,
  }),
  boReplyFeedback: endpoint("POST", "/bo/feedback/reply", {
    module: "backoffice",
    caller: operator("members.write", "feedback.reply"),
    summary: "Replies to feedback once; a member's reply arrives in the inbox.",
    input: ZFeedbackReply,
    answer: ZConsoleFeedback,
    errors: ["NOT_FOUND", "ORDER_STATE_CHANGED"],
  }),
} as const;
