import type { TRegisterField, TStoredRegisterRule } from "@orchid/contract/register-rules";
import type { TSettingsNode } from "@orchid/contract/settings-toggles";
import type { TCustomerService, TResource } from "@orchid/contract/system";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export type TMerchantBranding = {
  logoUrl: string;
  loginBannerUrl: string;
  chatHeaderColor: string;
  copyright: string;
  contacts: { kind: string; title: string; url: string }[];
};

export type TMerchantSiteConfig = {
  lotteryType: string;
  prizeModes: string[];
  announcementTypes: string[];
  defaultAnnouncementType: string;
  esportsProviders: string[];
  /** SMS sending rules; each missing field takes its default (see modules/session/sms-policy.ts). */
  sms?: Partial<TMerchantSmsPolicy>;
};

/** Caps on SMS codes sent per hour and per day (all kinds), and where codes may go. */
export type TMerchantSmsPolicy = {
  hourlyCap: number;
  dailyCap: number;
  /** Two-letter countries codes may go to; empty → the merchant's home country (its time zone). */
  countries: string[];
  /** Premium, shared-cost and non-geographic numbers (+882, +883, +881, …); off by default. */
  allowPremium: boolean;
};

/** Jackpot display: value = base + floor((now - epoch) / tickMs) × increment, all in minor units. */
export type TMerchantJackpot = { baseMinor: number; epochMs: number; incrementMinor: number; tickMs: number };

/** One row per white-label site: everything its configuration and permission info hold. */
export const merchants = pgTable(
  "merchants",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    currency: text("currency").notNull(),
    currencySymbol: text("currency_symbol").notNull(),
    timeZone: text("time_zone").notNull(),
    languages: text("languages").array().notNull(),
    defaultLanguage: text("default_language").notNull(),
    settingsTree: jsonb("settings_tree").$type<TSettingsNode[]>().notNull(),
    registerRules: jsonb("register_rules").$type<Record<TRegisterField, TStoredRegisterRule>>().notNull(),
    /** 0 normal, 1 maintenance; the visitor's status 2 comes from the region lists. */
    systemStatus: smallint("system_status").notNull().default(0),
    maintenanceMessage: jsonb("maintenance_message").$type<Record<string, string>>().notNull().default({}),
    maintenanceUntil: timestamp("maintenance_until", { withTimezone: true }),
    regionRestrictionEnabled: boolean("region_restriction_enabled").notNull().default(false),
    /** CIDR lists; a non-empty allow list admits only its ranges, the deny list always blocks. */
    regionAllow: text("region_allow").array().notNull().default(sql`'{}'::text[]`),
    regionDeny: text("region_deny").array().notNull().default(sql`'{}'::text[]`),
    customerService: jsonb("customer_service").$type<TCustomerService[]>().notNull().default([]),
    resources: jsonb("resources").$type<TResource[]>().notNull().default([]),
    imageCdns: text("image_cdns").array().notNull().default(sql`'{}'::text[]`),
    launchGameCdns: text("launch_game_cdns").array().notNull().default(sql`'{}'::text[]`),
    analyticsId: text("analytics_id"),
    branding: jsonb("branding").$type<TMerchantBranding>().notNull(),
    siteConfig: jsonb("site_config").$type<TMerchantSiteConfig>().notNull(),
    jackpot: jsonb("jackpot").$type<TMerchantJackpot>().notNull(),
    defaultWeakPasswordHash: text("default_weak_password_hash"),
    passwordExpiryDays: integer("password_expiry_days"),
    /** The lowest strength estimate (0–4) a member's new password may score; 1 refuses common ones. */
    passwordMinScore: smallint("password_min_score").notNull().default(1),
    /** Minutes an SMS or email code stays valid (the `expiredMinutes` of spec §3). */
    codeExpiryMinutes: integer("code_expiry_minutes").notNull().default(5),
    /** Play credit a free-play (type 4) account starts with, in minor units. */
    trialCreditMinor: integer("trial_credit_minor").notNull().default(200_000),
    /** Withdrawal rules (minor units): per request, per day, and the four-eyes threshold. */
    withdrawMinMinor: bigint("withdraw_min_minor", { mode: "number" }).notNull().default(10_000),
    withdrawMaxMinor: bigint("withdraw_max_minor", { mode: "number" }).notNull().default(5_000_000),
    withdrawDailyCount: integer("withdraw_daily_count").notNull().default(5),
    withdrawDailyMaxMinor: bigint("withdraw_daily_max_minor", { mode: "number" })
      .notNull()
      .default(20_000_000),
    withdrawFourEyesMinMinor: bigint("withdraw_four_eyes_min_minor", { mode: "number" })
      .notNull()
      .default(1_000_000),
    /** An unconfirmed payout counts as received after this many minutes (spec §4). */
    payoutConfirmMinutes: integer("payout_confirm_minutes").notNull().default(1_440),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("merchants_system_status_check", sql`${t.systemStatus} in (0, 1)`),
    check("merchants_code_check", sql`${t.code} ~ '^[a-z0-9][a-z0-9_-]{1,31}$'`),
  ],
);

/** Host names that resolve to a merchant, with the route a visitor on that host lands on. */
export const merchantDomains = pgTable("merchant_domains", {
  id: serial("id").primaryKey(),
  merchantId: integer("merchant_id")
    .notNull()
    .references(() => merchants.id, { onDelete: "cascade" }),
  host: text("host").notNull().unique(),
  route: text("route").notNull().default("/"),
  affiliateCode: text("affiliate_code"),
  isListed: boolean("is_listed").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
