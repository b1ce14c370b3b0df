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

export const MEMBER_STATUSES = ["active", "locked", "self_excluded"] as const;

export const ZBoMemberRow = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.enum(MEMBER_STATUSES),
  mobileE164: z.string().nullable(),
  email: z.string().nullable(),
  registerIp: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TBoMemberRow = z.output<typeof ZBoMemberRow>;

/** A page of the search (a fixed page size; the console asks for the next page until one is short). */
export const ZBoMemberPage = z.object({ rows: z.array(ZBoMemberRow), page: z.number().int() });

/** `PUT /bo/members/status`. */
export const ZBoMemberStatusRequest = z.object({
  memberId: ZRowId,
  status: z.enum(MEMBER_STATUSES),
  note: ZAccountText(500).optional(),
});
export type TBoMemberStatusRequest = z.input<typeof ZBoMemberStatusRequest>;

/** Account types an operator may set: 0 member, 1/2/41/42 agents (free-play type 4 is never set by hand). */
export const SETTABLE_MEMBER_TYPES = [0, ...AGENT_TYPES] as const;

/** `GET /bo/members/detail?memberId=`: the profile, notes and login history of one member. */
export const ZBoMemberDetailQuery = z.object({ memberId: ZRowIdQuery });
export type TBoMemberDetailQuery = z.input<typeof ZBoMemberDetailQuery>;

export const ZBoMemberNote = z.object({
  id: z.number().int(),
  text: z.string(),
  operator: z.string(),
  createdAt: z.iso.datetime(),
});
export type TBoMemberNote = z.output<typeof ZBoMemberNote>;
export const ZBoLoginHistoryRow = z.object({
  event: z.string(),
  outcome: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.iso.datetime(),
});
export type TBoLoginHistoryRow = z.output<typeof ZBoLoginHistoryRow>;
export const ZBoMemberDetail = ZBoMemberRow.extend({
  rankLevel: z.number().int(),
  labels: z.array(z.string()),
  mustChangePassword: z.boolean(),
  upline: z.string().nullable(),
  agentPath: z.string(),
  downlineCount: z.number().int(),
  registerUrl: z.string().nullable(),
  registerMethod: z.string().nullable(),
  totpEnabled: z.boolean(),
  notes: z.array(ZBoMemberNote),
  loginHistory: z.array(ZBoLoginHistoryRow),
});
export type TBoMemberDetail = z.output<typeof ZBoMemberDetail>;

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
export const ZBoMemberPasswordValue = z.object({ temporaryPassword: z.string() });
export type TBoMemberPasswordValue = z.output<typeof ZBoMemberPasswordValue>;

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
