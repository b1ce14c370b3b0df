import { endpoint, operator, REAL_MEMBER } from "../endpoint.ts";
import { ZInviteePage, ZInviteeQuery, ZReferralSettings, ZReferralSummary } from "../referral.ts";

/** Invite friends (`/join`, the member centre's invite_friends) and its console settings. */
export const REFERRAL_CALLS = {
  referral: endpoint("GET", "/wps/referral", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary: "The member's invitation code and link, invitees, rewards earned and the rules.",
    answer: ZReferralSummary,
  }),
  referralInvitees: endpoint("GET", "/wps/referral/invitees", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary: "The member's invitees with their progress, names masked, newest first.",
    input: ZInviteeQuery,
    answer: ZInviteePage,
  }),
} as const;

export const CONSOLE_REFERRAL_CALLS = {
  boReferralSettings: endpoint("GET", "/bo/referral/settings", {
    module: "backoffice",
    caller: operator("bonus.read", "referral.settings.read"),
    summary: "The merchant's referral rules.",
    answer: ZReferralSettings,
  }),
  boSaveReferralSettings: endpoint("PUT", "/bo/referral/settings", {
    module: "backoffice",
    caller: operator("bonus.write", "referral.settings.save"),
    summary: "Changes the referral rules (what an invitee must deposit and bet, the inviter's reward).",
    input: ZReferralSettings,
    answer: ZReferralSettings,
  }),
} as const;
