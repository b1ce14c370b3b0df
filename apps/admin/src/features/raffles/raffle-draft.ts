import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import type { TInputOf, TValueOf } from "@orchid/contract/endpoint-io";
import { z } from "zod";
import { fromZonedInput, toZonedInput } from "../../i18n/zoned-time.ts";
import { parseMajorAmount } from "../../money/major-amount.ts";

/** The contract's limits (ZRaffleInput). */
export const RAFFLE_TITLE_MAX = 80;
export const RAFFLE_PACKETS_MAX = 10_000;
/** How long a new raffle stays open unless the operator says otherwise. */
const NEW_WINDOW_MS = 24 * 60 * 60 * 1000;
const NEW_PACKETS = 100;

export type TConsoleRaffleValue = TValueOf<"boRaffles">[number];
export type TRaffleInput = TInputOf<"boCreateRaffle">;

/** A problem of a draft: the request's field path (as the server names it) and its message key. */
export type TRaffleIssue = { path: (string | number)[]; key: string };

/**
 * A new raffle as its form holds it: amounts in major units and the packet count as typed, the
 * window as `<input type="datetime-local">` values in the merchant's time zone.
 */
export type TRaffleDraft = {
  title: TLocalizedText;
  pool: string;
  packets: string;
  minPacket: string;
  opensAt: string;
  closesAt: string;
};

/** A new raffle's form: opening now for a day, 100 packets of at least 0.01. */
export function raffleDraftOf(zone: string, now = new Date()): TRaffleDraft {
  return {
    title: {},
    pool: "",
    packets: String(NEW_PACKETS),
    minPacket: "0.01",
    opensAt: toZonedInput(now.toISOString(), zone),
    closesAt: toZonedInput(new Date(now.getTime() + NEW_WINDOW_MS).toISOString(), zone),
  };
}

/** A packet count typed as a whole number from 1 to 10,000 (grouping ignored), or null. */
export function packetCountOf(text: string): number | null {
  const cleaned = text.replace(/[\s,]/g, "");
  if (!/^\d{1,6}$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value >= 1 && value <= RAFFLE_PACKETS_MAX ? value : null;
}

/**
 * Whether a pool can be split into `packets` packets of at least `minPacket` each (all minor
 * units): the server refuses a pool smaller than packets × smallest packet.
 */
export function poolCoversPackets(pool: number, packets: number, minPacket: number): boolean {
  return pool >= packets * minPacket;
}

/**
 * The average packet of a pool split `packets` ways, rounded down to the minor unit: also the
 * largest smallest packet the pool allows. Null when there are no packets.
 */
export function averagePacket(pool: number, packets: number): number | null {
  return packets > 0 ? Math.floor(pool / packets) : null;
}

/** The average packet the draft makes as typed so far, for the hint (null until pool and count read). */
export function averagePacketOfDraft(draft: Pick<TRaffleDraft, "pool" | "packets">): number | null {
  const pool = parseMajorAmount(draft.pool);
  const packets = packetCountOf(draft.packets);
  if (!pool.ok || packets === null) return null;
  return averagePacket(pool.minor, packets);
}

/** One per-language text without its empty languages, each trimmed; English required, each within `max`. */
function readTitle(value: TLocalizedText, issues: TRaffleIssue[]): TLocalizedText {
  const out: TLocalizedText = {};
  for (const [code, text] of Object.entries(value) as [keyof TLocalizedText, string | undefined][]) {
    const trimmed = (text ?? "").trim();
    if (!trimmed) continue;
    if (trimmed.length > RAFFLE_TITLE_MAX)
      issues.push({ path: ["title", code], key: "bo_raffles_title_too_long" });
    out[code] = trimmed;
  }
  if (!out.EN) issues.push({ path: ["title", "EN"], key: "err_english_required" });
  return out;
}

function readAmount(text: string, field: "pool" | "minPacket", issues: TRaffleIssue[]): number | null {
  const parsed = parseMajorAmount(text);
  if (parsed.ok) return parsed.minor;
  issues.push({ path: [field], key: parsed.errorKey });
  return null;
}

/** The window as instants: both times required, the close after the opening and still to come. */
function readWindow(draft: TRaffleDraft, zone: string, now: Date, issues: TRaffleIssue[]) {
  const read = (text: string, field: "opensAt" | "closesAt", requiredKey: string) => {
    if (!text.trim()) {
      issues.push({ path: [field], key: requiredKey });
      return null;
    }
    const at = fromZonedInput(text, zone);
    if (!at) issues.push({ path: [field], key: "bo_raffles_time_invalid" });
    return at;
  };
  const opensAt = read(draft.opensAt, "opensAt", "bo_raffles_opens_required");
  const closesAt = read(draft.closesAt, "closesAt", "bo_raffles_closes_required");
  if (opensAt && closesAt && Date.parse(closesAt) <= Date.parse(opensAt))
    issues.push({ path: ["closesAt"], key: "bo_raffles_closes_after_opens" });
  else if (closesAt && Date.parse(closesAt) <= now.getTime())
    issues.push({ path: ["closesAt"], key: "bo_raffles_closes_in_past" });
  return { opensAt, closesAt };
}

/**
 * The create call's raffle, or every problem of the draft by the request's field paths: an
 * English title, a pool and a smallest packet of at least one minor unit, 1–10,000 packets, a pool
 * that covers every packet at the smallest amount, and a window that closes after it opens (and
 * after now: a raffle made closed could never be taken).
 */
export function readRaffle(
  draft: TRaffleDraft,
  zone: string,
  now = new Date(),
): { input: TRaffleInput | null; issues: TRaffleIssue[] } {
  const issues: TRaffleIssue[] = [];
  const title = readTitle(draft.title, issues);
  const pool = readAmount(draft.pool, "pool", issues);
  const packets = packetCountOf(draft.packets);
  if (packets === null) issues.push({ path: ["packets"], key: "bo_raffles_packets_invalid" });
  const minPacket = readAmount(draft.minPacket, "minPacket", issues);
  if (pool !== null && packets !== null && minPacket !== null && !poolCoversPackets(pool, packets, minPacket))
    issues.push({ path: ["pool"], key: "bo_raffles_pool_too_small" });
  const { opensAt, closesAt } = readWindow(draft, zone, now, issues);
  if (issues.length > 0 || pool === null || packets === null || minPacket === null || !opensAt || !closesAt)
    return { input: null, issues };
  return { input: { title, pool, packets, minPacket, opensAt, closesAt }, issues };
}

/** The form's schema (for its resolver): the draft in, the create call's raffle out. */
export function raffleSchema(zone: string) {
  return z.custom<TRaffleDraft>().transform((draft, ctx) => {
    const { input, issues } = readRaffle(draft, zone);
    for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.key });
    return input ?? z.NEVER;
  });
}

export type TRaffleState = "upcoming" | "open" | "closed";

/**
 * Where a raffle stands at `now`, from its window: upcoming before it opens, closed from its
 * closing time, and closed too once every packet is taken (as members see it); open otherwise.
 */
export function raffleStateAt(
  raffle: Pick<TConsoleRaffleValue, "opensAt" | "closesAt" | "packets" | "claimed">,
  now: Date,
): TRaffleState {
  const at = now.getTime();
  if (at < Date.parse(raffle.opensAt)) return "upcoming";
  if (at >= Date.parse(raffle.closesAt) || raffle.claimed >= raffle.packets) return "closed";
  return "open";
}

/** The share of packets taken, whole per cent from 0 to 100. */
export function claimedPercent(claimed: number, packets: number): number {
  if (packets <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((claimed * 100) / packets)));
}

/** Raffles newest first (by opening, then by id), without changing the list. */
export function rafflesNewestFirst(raffles: readonly TConsoleRaffleValue[]): TConsoleRaffleValue[] {
  return [...raffles].sort((a, b) => Date.parse(b.opensAt) - Date.parse(a.opensAt) || b.id - a.id);
}

/** A raffle's title in the console's language, else English. */
export function raffleTitleIn(title: TLocalizedText, language: "EN" | "CN"): string {
  return (title[language] ?? "").trim() || (title.EN ?? "").trim();
}
