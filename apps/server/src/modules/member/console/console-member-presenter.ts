import type {
  TBoLoginHistoryRow,
  TBoMemberDetail,
  TBoMemberNote,
  TBoMemberRow,
} from "@orchid/contract/backoffice-members";
import type { TMember } from "../../accounts/index.ts";

/** A member as the console's search list shows them; no hashes, secrets or codes leave. */
export function presentMemberRow(member: TMember): TBoMemberRow {
  return {
    id: member.id,
    username: member.username,
    nickname: member.nickname,
    type: member.type,
    status: member.status as TBoMemberRow["status"],
    mobileE164: member.mobileE164,
    email: member.email,
    registerIp: member.registerIp,
    lastLoginIp: member.lastLoginIp,
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    createdAt: member.createdAt.toISOString(),
  };
}

/** One member's page in the console: the row, the profile, the tree position, notes and logins. */
export function presentMemberDetail(
  member: TMember,
  extra: {
    upline: string | null;
    downlineCount: number;
    notes: TBoMemberNote[];
    loginHistory: TBoLoginHistoryRow[];
  },
): TBoMemberDetail {
  return {
    ...presentMemberRow(member),
    rankLevel: member.rankLevel,
    labels: member.labels,
    mustChangePassword: member.mustChangePassword,
    upline: extra.upline,
    agentPath: member.agentPath,
    downlineCount: extra.downlineCount,
    registerUrl: member.registerUrl,
    registerMethod: member.registerMethod,
    totpEnabled: member.totpEnabledAt !== null,
    notes: extra.notes,
    loginHistory: extra.loginHistory,
  };
}
