import { z } from "zod";
import { ZAccountText } from "./session.ts";

/** Operator roles of the console. */
export const OPERATOR_ROLES = ["owner", "finance", "support", "content"] as const;
export type TOperatorRole = (typeof OPERATOR_ROLES)[number];

/** What a console call needs; the server checks one permission per call. */
export const BO_PERMISSIONS = [
  "dashboard.read",
  "settings.read",
  "settings.write",
  "members.read",
  "members.write",
  "content.write",
  "money.read",
  "money.request",
  "money.approve",
  "operators.manage",
  "audit.read",
  "games.read",
  "games.write",
  "games.vendors",
  "games.rounds",
] as const;
export type TBoPermission = (typeof BO_PERMISSIONS)[number];

/**
 * The permission matrix: which role may do what (an owner may do everything). Games: every role
 * reads the catalogue and vendors (games.read); content curates the catalogue (games.write: names,
 * images, hot list, order, enabled, minimum bet); vendors' switches and secrets stay with the owner
 * (games.vendors); finance and support read members' rounds and the RTP report (games.rounds).
 * Vendors and the catalogue are platform-wide: their changes need a platform operator as well.
 */
export const ROLE_PERMISSIONS: Record<TOperatorRole, readonly TBoPermission[]> = {
  owner: BO_PERMISSIONS,
  finance: [
    "dashboard.read",
    "members.read",
    "money.read",
    "money.request",
    "money.approve",
    "audit.read",
    "games.read",
    "games.rounds",
  ],
  support: [
    "dashboard.read",
    "members.read",
    "members.write",
    "money.read",
    "settings.read",
    "games.read",
    "games.rounds",
  ],
  content: ["dashboard.read", "content.write", "settings.read", "games.read", "games.write"],
};

export function roleAllows(role: TOperatorRole, permission: TBoPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** `POST /bo/session/login`: the password step. */
export const ZBoLoginRequest = z.object({
  username: ZAccountText(64)
    .transform((v) => v.trim())
    .pipe(z.string().min(1)),
  password: ZAccountText(128).pipe(z.string().min(1)),
});
export type TBoLoginRequest = z.input<typeof ZBoLoginRequest>;

/**
 * The password step's answer: a pending token, and on the first login the authenticator to
 * enrol (TOTP is mandatory; nothing else works until a code is given).
 */
export type TBoLoginValue = {
  pendingToken: string;
  enrolment: { secret: string; otpauthUri: string; qrCode: string } | null;
};

/** `POST /bo/session/totp`: the authenticator step, with the pending token as Authorization. */
export const ZBoTotpRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/),
});
export type TBoTotpRequest = z.input<typeof ZBoTotpRequest>;

export type TBoOperator = {
  id: number;
  username: string;
  displayName: string;
  role: TOperatorRole;
  /** null for a platform owner (every merchant). */
  merchantCode: string | null;
  permissions: TBoPermission[];
};
export type TBoSessionValue = { token: string; operator: TBoOperator };
/** `GET /bo/me`: the operator, and the time zone of the merchant acted on (console times use it). */
export type TBoMe = TBoOperator & { timeZone: string | null };

/** `PUT /bo/settings/status`. */
export const ZBoStatusRequest = z.object({
  systemStatus: z.union([z.literal(0), z.literal(1)]),
  regionRestrictionEnabled: z.boolean().optional(),
  regionAllow: z.array(z.string().max(64)).max(500).optional(),
  regionDeny: z.array(z.string().max(64)).max(500).optional(),
});
export type TBoStatusRequest = z.input<typeof ZBoStatusRequest>;

/** `PUT /bo/settings/toggles`. */
export const ZBoToggleRequest = z.object({
  modId: z.string().regex(/^[A-Z0-9_]{2,40}$/),
  enabled: z.boolean(),
});
export type TBoToggleRequest = z.input<typeof ZBoToggleRequest>;

/** `GET /bo/audit?limit=`: one row of the append-only operator audit log. */
export type TBoAuditRow = {
  id: number;
  operatorId: number | null;
  operator: string | null;
  action: string;
  outcome: "ok" | "refused";
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string;
  createdAt: string;
};
export type TBoAuditQuery = { limit?: number; action?: string };
