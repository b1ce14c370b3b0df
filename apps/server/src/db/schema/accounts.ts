import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { merchants } from "./merchants.ts";

const ltree = customType<{ data: string }>({ dataType: () => "ltree" });
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Members and agents of a merchant (account type 0 member, 1/2/41/42 agents, 4 trial). */
export const members = pgTable(
  "members",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    /** Null for a mobile registration without a password: that member signs in by SMS code. */
    passwordHash: text("password_hash"),
    passwordChangedAt: ts("password_changed_at").notNull().defaultNow(),
    /** Set when an operator reset the password to the merchant's default weak password. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    type: smallint("type").notNull().default(0),
    status: text("status").notNull().default("active"),
    nickname: text("nickname").notNull(),
    countryDialingCode: text("country_dialing_code"),
    mobileNum: text("mobile_num"),
    /** "+<dialing code><national number>", unique per merchant. */
    mobileE164: text("mobile_e164"),
    email: text("email"),
    payeeName: text("payee_name"),
    contacts: jsonb("contacts").$type<Record<string, string>>().notNull().default({}),
    paymentPasswordHash: text("payment_password_hash"),
    recommenderId: text("recommender_id"),
    /** This member's own code to invite friends. */
    referralCode: text("referral_code").notNull(),
    referredById: integer("referred_by_id"),
    /** An agent's invitation (affiliate) code. */
    affiliateCode: text("affiliate_code"),
    uplineId: integer("upline_id"),
    agentPath: ltree("agent_path").notNull(),
    registerUrl: text("register_url"),
    registerMethod: text("register_method"),
    registerDomain: text("register_domain"),
    registerIp: text("register_ip"),
    /** The device id the site stored in the browser that registered (one person, one welcome bonus). */
    registerDevice: text("register_device"),
    firstLoginAt: ts("first_login_at"),
    lastLoginAt: ts("last_login_at"),
    lastLoginIp: text("last_login_ip"),
    totpSecret: text("totp_secret"),
    totpEnabledAt: ts("totp_enabled_at"),
    totpLastCounter: bigint("totp_last_counter", { mode: "number" }),
    rankLevel: smallint("rank_level").notNull().default(0),
    clubLabel: text("club_label"),
    /** The member's birthday (yyyy-MM-dd), set once by the member: the VIP birthday bonus. */
    birthday: date("birthday", { mode: "string" }),
    labels: text("labels").array().notNull().default(sql`'{}'::text[]`),
    trialCreditMinor: bigint("trial_credit_minor", { mode: "bigint" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("members_merchant_username_uq").on(t.merchantId, sql`lower(${t.username})`),
    uniqueIndex("members_merchant_mobile_uq").on(t.merchantId, t.mobileE164),
    uniqueIndex("members_merchant_referral_uq").on(t.merchantId, t.referralCode),
    uniqueIndex("members_merchant_affiliate_uq").on(t.merchantId, sql`upper(${t.affiliateCode})`),
    index("members_agent_path_gist").using("gist", t.agentPath),
    // Direct downlines of a member, page by page in id order (the agent centre and console tree).
    index("members_upline_idx").on(t.uplineId, t.id),
    check("members_status_check", sql`${t.status} in ('active', 'locked', 'self_excluded')`),
    check("members_type_check", sql`${t.type} in (0, 1, 2, 4, 41, 42)`),
  ],
);

/** Sessions: only the SHA-256 of the token is stored; a stolen table opens nothing. */
export const sessions = pgTable(
  "sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    loginType: text("login_type").notNull(),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    ip: text("ip").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: ts("created_at").notNull().defaultNow(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [index("sessions_member_idx").on(t.memberId)],
);

/** Append-only record of authentication events (a trigger refuses update and delete). */
export const authEvents = pgTable(
  "auth_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    memberId: integer("member_id"),
    /** Lower-cased username or mobile the event concerns, for counting failures. */
    subject: text("subject"),
    event: text("event").notNull(),
    ip: text("ip").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("auth_events_subject_idx").on(t.merchantId, t.subject, t.event, t.createdAt),
    index("auth_events_ip_idx").on(t.merchantId, t.ip, t.event, t.createdAt),
    index("auth_events_member_idx").on(t.memberId, t.createdAt),
  ],
);

/** Captcha answers, kept only as hashes; a row is deleted when it is answered (single use). */
export const captchas = pgTable(
  "captchas",
  {
    id: text("id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    answerHash: text("answer_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("captchas_expires_idx").on(t.expiresAt)],
);

/** One-time codes sent by SMS or email, hashed, with their tries. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    channel: text("channel").notNull(),
    destination: text("destination").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    ip: text("ip").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    expiresAt: ts("expires_at").notNull(),
    consumedAt: ts("consumed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("verification_codes_dest_idx").on(t.merchantId, t.destination, t.purpose, t.createdAt),
    index("verification_codes_ip_idx").on(t.merchantId, t.ip, t.createdAt),
    check("verification_codes_channel_check", sql`${t.channel} in ('sms', 'email')`),
  ],
);

/** A login from a new IP waiting for its second factor. */
export const loginChallenges = pgTable("login_challenges", {
  idHash: text("id_hash").primaryKey(),
  merchantId: integer("merchant_id").notNull(),
  memberId: integer("member_id")
    .notNull()
    .references(() => members.id, { onDelete: "cascade" }),
  loginType: text("login_type").notNull(),
  ip: text("ip").notNull(),
  attempts: smallint("attempts").notNull().default(0),
  expiresAt: ts("expires_at").notNull(),
  consumedAt: ts("consumed_at"),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/** IPs a member has completed a login from; a login from any other may ask for a second factor. */
export const memberKnownIps = pgTable(
  "member_known_ips",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    ip: text("ip").notNull(),
    firstSeenAt: ts("first_seen_at").notNull().defaultNow(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/** One-time links of the forgot-by-email flow (hashes only). */
export const passwordResetTokens = pgTable("password_reset_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  memberId: integer("member_id")
    .notNull()
    .references(() => members.id, { onDelete: "cascade" }),
  expiresAt: ts("expires_at").notNull(),
  consumedAt: ts("consumed_at"),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/** RSA key pairs for encrypted payloads; retired keys stay readable for a grace period. */
export const cryptoKeys = pgTable("crypto_keys", {
  kid: text("kid").primaryKey(),
  publicSpki: text("public_spki").notNull(),
  privatePkcs8: text("private_pkcs8").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
  retiredAt: ts("retired_at"),
});

/** Server-wide secrets made on first start (e.g. the pepper for one-time code hashes). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/** Messages the development providers "send": readable at /dev/outbox outside production. */
export const devOutbox = pgTable("dev_outbox", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  channel: text("channel").notNull(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull().default(""),
  body: text("body").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});
