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
  "jobs.read",
  "jobs.run",
  "agents.read",
  "agents.write",
  "agents.pay",
  "lottery.read",
  "lottery.odds",
  "lottery.draws",
  "book.read",
  "book.trade",
  "book.results",
  "sabong.read",
  "sabong.run",
  "bonus.read",
  "bonus.write",
  "bonus.grant",
] as const;
export type TBoPermission = (typeof BO_PERMISSIONS)[number];

/**
 * The permission matrix: which role may do what (an owner may do everything). Games: every role
 * reads the catalogue and vendors (games.read); content curates the catalogue (games.write: names,
 * images, hot list, order, enabled, minimum bet); vendors' switches and secrets stay with the owner
 * (games.vendors); finance and support read members' rounds and the RTP report (games.rounds).
 * Vendors and the catalogue are platform-wide: their changes need a platform operator as well.
 * Scheduled jobs (jobs.read, jobs.run) are the owner's; a re-run also needs a platform operator.
 * Agents: support and finance read the tree, contracts, bills and reports (agents.read); contracts
 * and the tree change with agents.write (owner); finance reviews and pays bills (agents.pay).
 * Lottery: finance and support read games, odds, draws, liability and slips (lottery.read); the
 * merchant's odds tables are the owner's (lottery.odds); the games' switch, result entry,
 * correction and cancelling of the platform-wide draws need lottery.draws and a platform operator.
 * Book: finance and support read events, the trading view, bets and settings (book.read); trading
 * (suspend, reopen, limits, the merchant's own events and prices, margins) is the owner's
 * (book.trade); results are filed with book.results and approved by a second operator holding it.
 * Cockfight: finance and support follow the derby (sabong.read); running it (fights, last call,
 * close, cancel, settings, filing a result) is the owner's (sabong.run), and a result is declared
 * only when a second operator holding sabong.run approves it.
 * Bonuses: every role but content reads campaigns and grants (bonus.read); content and the owner
 * shape campaigns (bonus.write); finance grants by hand and forfeits (bonus.grant).
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
    "agents.read",
    "agents.pay",
    "lottery.read",
    "book.read",
    "sabong.read",
    "bonus.read",
    "bonus.grant",
  ],
  support: [
    "dashboard.read",
    "members.read",
    "members.write",
    "money.read",
    "settings.read",
    "games.read",
    "games.rounds",
    "agents.read",
    "lottery.read",
    "book.read",
    "sabong.read",
    "bonus.read",
  ],
  content: [
    "dashboard.read",
    "content.write",
    "settings.read",
    "games.read",
    "games.write",
    "bonus.read",
    "bonus.write",
  ],
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
export const ZBoLoginValue = z.object({
  pendingToken: z.string(),
  enrolment: z.object({ secret: z.string(), otpauthUri: z.string(), qrCode: z.string() }).nullable(),
});
export type TBoLoginValue = z.output<typeof ZBoLoginValue>;

/** `POST /bo/session/totp`: the authenticator step, with the pending token as Authorization. */
export const ZBoTotpRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/),
});
export type TBoTotpRequest = z.input<typeof ZBoTotpRequest>;

export const ZBoOperator = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** null for a platform owner (every merchant). */
  merchantCode: z.string().nullable(),
  permissions: z.array(z.enum(BO_PERMISSIONS)),
});
export type TBoOperator = z.output<typeof ZBoOperator>;
export const ZBoSessionValue = z.object({ token: z.string(), operator: ZBoOperator });
export type TBoSessionValue = z.output<typeof ZBoSessionValue>;
/** `GET /bo/me`: the operator, and the time zone of the merchant acted on (console times use it). */
export const ZBoMe = ZBoOperator.extend({ timeZone: z.string().nullable() });
export type TBoMe = z.output<typeof ZBoMe>;

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
export const ZBoAuditRow = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  operator: z.string().nullable(),
  action: z.string(),
  outcome: z.enum(["ok", "refused"]),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: z.iso.datetime(),
});
export type TBoAuditRow = z.output<typeof ZBoAuditRow>;

/** `GET /bo/audit?limit=&action=`: `action` is a prefix ("members." → every member action). */
export const ZBoAuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  action: z
    .string()
    .trim()
    .toLowerCase()
    .max(64)
    .regex(/^[a-z0-9_.]*$/)
    .optional()
    .transform((v) => v || undefined),
});
export type TBoAuditQuery = z.input<typeof ZBoAuditQuery>;
