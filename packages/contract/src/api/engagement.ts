import { ZHomeNotice, ZHomeNoticeQuery } from "../content.ts";
import { endpoint, MEMBER, planned, VISITOR } from "../endpoint.ts";
import { ZInboxPage, ZInboxQuery, ZInboxReadRequest, ZUnreadCount } from "../inbox.ts";

/** The engagement calls. */
export const ENGAGEMENT_CALLS = {
  announcements: planned("GET", "/wps/system/announcement", "engagement", VISITOR),
  homeNotice: endpoint("GET", "/wps/home/notice", {
    module: "engagement",
    caller: VISITOR,
    summary: "The home page's live notices (player, popup, promotion) and banners, in the asked language.",
    input: ZHomeNoticeQuery,
    answer: ZHomeNotice,
  }),
  homePromotions: planned("GET", "/wps/home/promotions", "engagement", VISITOR),
  homePopups: planned("GET", "/wps/home/popup", "engagement", VISITOR),
  unreadCount: endpoint("GET", "/wps/inbox/unread", {
    module: "engagement",
    caller: MEMBER,
    summary: "How many inbox messages the member has not read.",
    answer: ZUnreadCount,
  }),
  inboxMessages: endpoint("GET", "/wps/inbox/messages", {
    module: "engagement",
    caller: MEMBER,
    summary: "The member's notification messages, newest first, a page at a time.",
    input: ZInboxQuery,
    answer: ZInboxPage,
  }),
  inboxRead: endpoint("POST", "/wps/inbox/read", {
    module: "engagement",
    caller: MEMBER,
    summary: "Marks the given messages read (all of them when ids is left out); answers the unread count.",
    input: ZInboxReadRequest,
    answer: ZUnreadCount,
  }),
} as const;
