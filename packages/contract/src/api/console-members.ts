import { endpoint, operator } from "../endpoint.ts";

/** The console's members calls. */
export const CONSOLE_MEMBERS_CALLS = {
  boMembers: endpoint("GET", "/bo/members", { module: "backoffice", caller: operator(null, "boMembers") }),
  boMemberDetail: endpoint("GET", "/bo/members/detail", {
    module: "backoffice",
    caller: operator(null, "boMemberDetail"),
  }),
  boSetMemberStatus: endpoint("PUT", "/bo/members/status", {
    module: "backoffice",
    caller: operator(null, "boSetMemberStatus"),
  }),
  boSetMemberProfile: endpoint("PUT", "/bo/members/profile", {
    module: "backoffice",
    caller: operator(null, "boSetMemberProfile"),
  }),
  boResetMemberPassword: endpoint("PUT", "/bo/members/password", {
    module: "backoffice",
    caller: operator(null, "boResetMemberPassword"),
  }),
  boMoveMember: endpoint("PUT", "/bo/members/upline", {
    module: "backoffice",
    caller: operator(null, "boMoveMember"),
  }),
  boAddMemberNote: endpoint("POST", "/bo/members/notes", {
    module: "backoffice",
    caller: operator(null, "boAddMemberNote"),
  }),
} as const;
