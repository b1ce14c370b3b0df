import type { TBoNotice, TBoNoticeRequest, TLocalizedText } from "@orchid/contract/backoffice-content";
import type { TAnnouncementType } from "@orchid/contract/content";
import { canUseMarquee } from "./content-labels.ts";
import { withoutEmpty } from "./content-languages.ts";
import { fromLocalInput, toLocalInput } from "./content-time.ts";
import { orderOf } from "./order-field.tsx";

/**
 * A promotion's times: its sign-up window (members apply within it; none: from publication until
 * the notice expires) and the event it signs up for (members' states follow it).
 */
export const PROMOTION_TIMES = ["signupOpensAt", "signupClosesAt", "eventStartsAt", "eventEndsAt"] as const;
type TPromotionTime = (typeof PROMOTION_TIMES)[number];

/** Only a promotion (PR) has a sign-up window and an event. */
export function hasPromotionTimes(type: TAnnouncementType): boolean {
  return type === "PR";
}

/** A new bulletin rolls in the marquee unless the operator says otherwise; other types do not. */
export function isMarqueeByDefault(type: TAnnouncementType): boolean {
  return type === "B";
}

/** The notice editor's state; times are `datetime-local` wall time in the merchant's zone. */
export type TNoticeDraft = {
  type: TAnnouncementType;
  title: TLocalizedText;
  content: TLocalizedText;
  sort: string;
  marquee: boolean;
  publishedAt: string;
  expiresAt: string;
} & Record<TPromotionTime, string>;

/** The draft of a stored notice, or of a new one of the given type. */
export function noticeDraftOf(notice: TBoNotice | null, type: TAnnouncementType, zone: string): TNoticeDraft {
  return {
    type: notice?.type ?? type,
    title: notice?.title ?? {},
    content: notice?.content ?? {},
    sort: String(notice?.sort ?? 0),
    marquee: notice?.marquee ?? isMarqueeByDefault(type),
    publishedAt: toLocalInput(notice?.publishedAt, zone),
    expiresAt: toLocalInput(notice?.expiresAt, zone),
    signupOpensAt: toLocalInput(notice?.signupOpensAt, zone),
    signupClosesAt: toLocalInput(notice?.signupClosesAt, zone),
    eventStartsAt: toLocalInput(notice?.eventStartsAt, zone),
    eventEndsAt: toLocalInput(notice?.eventEndsAt, zone),
  };
}

/**
 * What `boSaveNotice` is sent for the draft: an empty time is null (none for `publishedAt`:
 * publish now). A type other than PR sends no promotion times, whatever the draft still holds
 * from before the type changed.
 */
export function noticeRequestOf(draft: TNoticeDraft, id: number | undefined, zone: string): TBoNoticeRequest {
  const isPromotion = hasPromotionTimes(draft.type);
  const promotionTime = (name: TPromotionTime) => (isPromotion ? fromLocalInput(draft[name], zone) : null);
  return {
    id,
    type: draft.type,
    title: withoutEmpty(draft.title),
    content: withoutEmpty(draft.content),
    sort: orderOf(draft.sort),
    marquee: canUseMarquee(draft.type) && draft.marquee,
    publishedAt: fromLocalInput(draft.publishedAt, zone) ?? undefined,
    expiresAt: fromLocalInput(draft.expiresAt, zone),
    signupOpensAt: promotionTime("signupOpensAt"),
    signupClosesAt: promotionTime("signupClosesAt"),
    eventStartsAt: promotionTime("eventStartsAt"),
    eventEndsAt: promotionTime("eventEndsAt"),
  };
}
