import { z } from "zod";
import { AGENT_TYPES } from "./member.ts";
import { ZRowId, ZRowIdQuery } from "./row-id.ts";
import { ZAccountText } from "./session.ts";

/** `GET /bo/members?q=`: username, mobile, email or IP. */
export const ZBoMemberSearch = z.object({
  q: ZAccountText(64)
    .transform((v) => v.trim())
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TBoMemberSearch = z.input<typeof ZBoMemberSearch>;

export type TBoMemberRow = {
  id: number;
  username: string;
  nickname: string;
  type: number;
  status: "active" | "locked" | "self_excluded";
  mobileE164: string | null;
  email: string | null;
  registerIp: string | null;
  lastLoginIp: string | null;
  lastLoginAt: string | null;
  createdAt: string;
};

/** `PUT /bo/members/status`. */
export const ZBoMemberStatusRequest = z.object({
  memberId: ZRowId,
  status: z.enum(["active", "locked", "self_excluded"]),
  note: ZAccountText(500).optional(),
});
export type TBoMemberStatusRequest = z.input<typeof ZBoMemberStatusRequest>;

/** Account types an operator may set: 0 member, 1/2/41/42 agents (free-play type 4 is never set by hand). */
export const SETTABLE_MEMBER_TYPES = [0, ...AGENT_TYPES] as const;

/** `GET /bo/members/detail?memberId=`: the profile, notes and login history of one member. */
export const ZBoMemberDetailQuery = z.object({ memberId: ZRowIdQuery });
export type TBoMemberDetailQuery = z.input<typeof ZBoMemberDetailQuery>;

export type TBoMemberNote = { id: number; text: string; operator: string; createdAt: string };
export type TBoLoginHistoryRow = {
  event: string;
  outcome: string;
  ip: string;
  userAgent: string;
  createdAt: string;
};
export type TBoMemberDetail = TBoMemberRow & {
  rankLevel: number;
  labels: string[];
  mustChangePassword: boolean;
  upline: string | null;
  agentPath: string;
  downlineCount: number;
  registerUrl: string | null;
  registerMethod: string | null;
  totpEnabled: boolean;
  notes: TBoMemberNote[];
  loginHistory: TBoLoginHistoryRow[];
};

/** `PUT /bo/members/profile`: labels, VIP rank and account type. */
export const ZBoMemberProfileRequest = z.object({
  memberId: ZRowId,
  labels: z
    .array(
      ZAccountText(30)
        .transform((v) => v.trim())
        .pipe(z.string().min(1)),
    )
    .max(20)
    .optional(),
  rankLevel: z.number().int().min(0).max(99).optional(),
  type: z
    .number()
    .int()
    .refine((v) => (SETTABLE_MEMBER_TYPES as readonly number[]).includes(v), { message: "err_invalid_input" })
    .optional(),
});
export type TBoMemberProfileRequest = z.input<typeof ZBoMemberProfileRequest>;

/** `PUT /bo/members/password`: a temporary password the member must change at the next login. */
export const ZBoMemberPasswordRequest = z.object({ memberId: ZRowId });
export type TBoMemberPasswordRequest = z.input<typeof ZBoMemberPasswordRequest>;
export type TBoMemberPasswordValue = { temporaryPassword: string };

/** `PUT /bo/members/upline`: moves a member (and their downline) under another agent; null: to the top. */
export const ZBoMemberUplineRequest = z.object({
  memberId: ZRowId,
  uplineUsername: ZAccountText(64)
    .transform((v) => v.trim())
    .pipe(z.string().min(1))
    .nullable(),
});
export type TBoMemberUplineRequest = z.input<typeof ZBoMemberUplineRequest>;

/** `POST /bo/members/notes`: an operator's note on a member (kept, never edited). */
export const ZBoMemberNoteRequest = z.object({
  memberId: ZRowId,
  text: ZAccountText(1000)
    .transform((v) => v.trim())
    .pipe(z.string().min(1)),
});
export type TBoMemberNoteRequest = z.input<typeof ZBoMemberNoteRequest>;
