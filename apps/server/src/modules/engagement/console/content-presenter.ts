import { createHash } from "node:crypto";
import type { TBoBanner, TBoHelpArticle, TBoNotice } from "@orchid/contract/backoffice-content";
import { mediaUrl } from "../../media/index.ts";
import type { TBannerRow, THelpArticleRow, TNoticeRow } from "./content-repo.ts";

type TState = TBoBanner["state"];

/** Where a schedule stands at `now`: not started yet, running, or over. */
export function scheduleState(startsAt: Date | null, endsAt: Date | null, now: Date): TState {
  if (startsAt && startsAt.getTime() > now.getTime()) return "scheduled";
  if (endsAt && endsAt.getTime() <= now.getTime()) return "ended";
  return "live";
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function presentConsoleBanner(row: TBannerRow, now: Date): TBoBanner {
  return {
    id: row.id,
    groupName: row.groupName as TBoBanner["groupName"],
    mediaId: row.mediaId,
    url: mediaUrl(row.mediaId),
    title: row.title,
    linkageType: row.linkageType as TBoBanner["linkageType"],
    linkage: row.linkage,
    sort: row.sort,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    state: scheduleState(row.startsAt, row.endsAt, now),
  };
}

export function presentConsoleNotice(row: TNoticeRow, now: Date): TBoNotice {
  return {
    id: row.id,
    type: row.type as TBoNotice["type"],
    title: row.title,
    content: row.content,
    sort: row.sort,
    marquee: row.marquee,
    publishedAt: row.publishedAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    signupOpensAt: iso(row.signupOpensAt),
    signupClosesAt: iso(row.signupClosesAt),
    eventStartsAt: iso(row.eventStartsAt),
    eventEndsAt: iso(row.eventEndsAt),
    state: scheduleState(row.publishedAt, row.expiresAt, now),
  };
}

export function presentConsoleHelpArticle(row: THelpArticleRow): TBoHelpArticle {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    content: row.content,
    device: row.device as TBoHelpArticle["device"],
    sort: row.sort,
  };
}

/**
 * Rich content as the audit log keeps it: per language its length and a hash, enough to see
 * what changed without copying up to 20,000 characters per language into every audit row.
 */
function contentDigest(content: Record<string, string>): Record<string, { chars: number; sha256: string }> {
  return Object.fromEntries(
    Object.entries(content).map(([language, text]) => [
      language,
      { chars: text.length, sha256: createHash("sha256").update(text).digest("hex").slice(0, 16) },
    ]),
  );
}

/** A banner as its audit row records it. */
export function auditedBanner(row: TBannerRow) {
  const { state: _state, ...banner } = presentConsoleBanner(row, row.createdAt);
  return banner;
}

/** A notice as its audit row records it (content digested). */
export function auditedNotice(row: TNoticeRow) {
  const { state: _state, ...notice } = presentConsoleNotice(row, row.createdAt);
  return { ...notice, content: contentDigest(row.content) };
}

/** A help article as its audit row records it (content digested). */
export function auditedHelpArticle(row: THelpArticleRow) {
  return { ...presentConsoleHelpArticle(row), content: contentDigest(row.content) };
}
