import {
  ZBoMemberDetail,
  ZBoMemberDetailQuery,
  ZBoMemberNoteRequest,
  ZBoMemberPage,
  ZBoMemberPasswordRequest,
  ZBoMemberPasswordValue,
  ZBoMemberProfileRequest,
  ZBoMemberRow,
  ZBoMemberSearch,
  ZBoMemberStatusRequest,
  ZBoMemberUplineRequest,
} from "../backoffice-members.ts";
import { endpoint, operator } from "../endpoint.ts";

/** The console's member calls: search, one member's page, and its audited changes. */
export const CONSOLE_MEMBERS_CALLS = {
  boMembers: endpoint("GET", "/bo/members", {
    module: "backoffice",
    caller: operator("members.read", "members.search"),
    summary: "Searches the merchant's members by username, mobile, email or IP address.",
    input: ZBoMemberSearch,
    answer: ZBoMemberPage,
  }),
  boMemberDetail: endpoint("GET", "/bo/members/detail", {
    module: "backoffice",
    caller: operator("members.read", "members.detail"),
    summary: "One member's profile, place in the agent tree, notes and login history.",
    input: ZBoMemberDetailQuery,
    answer: ZBoMemberDetail,
    errors: ["NOT_FOUND"],
  }),
  boSetMemberStatus: endpoint("PUT", "/bo/members/status", {
    module: "backoffice",
    caller: operator("members.write", "members.status"),
    summary: "Locks, self-excludes or reactivates a member; locking ends their sessions.",
    input: ZBoMemberStatusRequest,
    answer: ZBoMemberRow,
    errors: ["NOT_FOUND"],
  }),
  boSetMemberProfile: endpoint("PUT", "/bo/members/profile", {
    module: "backoffice",
    caller: operator("members.write", "members.profile"),
    summary: "Sets a member's labels, VIP rank or account type.",
    input: ZBoMemberProfileRequest,
    answer: ZBoMemberDetail,
    errors: ["NOT_FOUND", "CONFLICT"],
  }),
  boResetMemberPassword: endpoint("PUT", "/bo/members/password", {
    module: "backoffice",
    caller: operator("members.write", "members.password"),
    summary: "Gives a member a temporary password to change at the next sign-in.",
    input: ZBoMemberPasswordRequest,
    answer: ZBoMemberPasswordValue,
    errors: ["NOT_FOUND"],
  }),
  boMoveMember: endpoint("PUT", "/bo/members/upline", {
    module: "backoffice",
    caller: operator("members.write", "members.upline"),
    summary: "Moves a member and their downline under another agent, or to the top of the tree.",
    input: ZBoMemberUplineRequest,
    answer: ZBoMemberDetail,
    errors: ["NOT_FOUND", "UPLINE_INVALID"],
  }),
  boAddMemberNote: endpoint("POST", "/bo/members/notes", {
    module: "backoffice",
    caller: operator("members.write", "members.note"),
    summary: "Adds an operator's note to a member (notes are kept, never edited).",
    input: ZBoMemberNoteRequest,
    answer: ZBoMemberDetail,
    errors: ["NOT_FOUND"],
  }),
} as const;
