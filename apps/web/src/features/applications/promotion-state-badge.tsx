import type { TPromotionState } from "@orchid/contract/applications";
import { useTranslation } from "react-i18next";
import { StatusBadge } from "../member-centre/status-badge.tsx";
import { PROMOTION_STATE_TONES, promotionStateKey } from "./application-state.ts";

/** A promotion's state for the member (coming soon, join, applying, claim payout, in progress, …). */
export function PromotionStateBadge({ state, testId }: { state: TPromotionState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={PROMOTION_STATE_TONES[state]} text={t(promotionStateKey(state))} testId={testId} />
  );
}
