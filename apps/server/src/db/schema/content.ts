import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { merchants } from "./merchants.ts";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** Per-language text keyed by language code (EN always present). */
export type TLocalized = Record<string, string>;

/** Images and files the server serves under `/media/<id>`; bytes checked before they are stored. */
export const media = pgTable("media", {
  id: serial("id").primaryKey(),
  merchantId: integer("merchant_id").references(() => merchants.id, { onDelete: "cascade" }),
  /** Set on a member's own upload (deposit or payout proof): only that member may attach it. */
  memberId: integer("member_id"),
  name: text("name").notNull(),
  contentType: text("content_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  sha256: text("sha256").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable(
  "banners",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    groupName: text("group_name").notNull(),
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id),
    title: jsonb("title").$type<TLocalized>().notNull(),
    linkageType: text("linkage_type").notNull().default("NONE"),
    linkage: text("linkage"),
    sort: integer("sort").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("banners_merchant_group_idx").on(t.merchantId, t.groupName, t.sort)],
);

/** Announcements: B bulletin, PL player, PU popup, PR promotion, H headline, AG agent notice. */
export const notices = pgTable(
  "notices",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: jsonb("title").$type<TLocalized>().notNull(),
    content: jsonb("content").$type<TLocalized>().notNull(),
    sort: integer("sort").notNull().default(0),
    /** Shown in the header marquee (B, PL and H notices). */
    marquee: boolean("marquee").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /**
     * A promotion's sign-up window (members apply within it; null: from publication, until it
     * expires) and the event it signs up for (null: none), which the member's state follows.
     */
    signupOpensAt: timestamp("signup_opens_at", { withTimezone: true }),
    signupClosesAt: timestamp("signup_closes_at", { withTimezone: true }),
    eventStartsAt: timestamp("event_starts_at", { withTimezone: true }),
    eventEndsAt: timestamp("event_ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("notices_type_check", sql`${t.type} in ('B', 'PL', 'PU', 'PR', 'H', 'AG')`),
    index("notices_merchant_published_idx").on(t.merchantId, t.publishedAt),
  ],
);

export const helpArticles = pgTable(
  "help_articles",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    category: jsonb("category").$type<TLocalized>().notNull(),
    title: jsonb("title").$type<TLocalized>().notNull(),
    content: jsonb("content").$type<TLocalized>().notNull(),
    device: text("device").notNull().default("ALL"),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("help_articles_device_check", sql`${t.device} in ('WEB', 'H5', 'ALL')`),
    index("help_articles_merchant_idx").on(t.merchantId, t.sort),
  ],
);
