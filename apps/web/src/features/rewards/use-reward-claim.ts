import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TReward } from "@orchid/contract/missions";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { MEMBER_CALLS, refreshCalls } from "../wallet/member-data-keys.ts";
import { createSubmitKeys } from "../wallet/submit-keys.ts";
import { callsAfterClaim, claimFingerprint, isStaleRefusal } from "./reward-claim.ts";

/**
 * Claiming rewards, one at a time: each click sends a new idempotency key, except that clicking
 * again on the same reward after a network failure re-sends the same key, so a claim that did
 * arrive is not refused as claimed (features/wallet/submit-keys.ts). After a claim the rewards,
 * the badges, the balance and the points fetch again; a refusal is translated and, when it means
 * the list is stale (claimed elsewhere, expired), the list and badges fetch again too.
 */
export function useRewardClaim() {
  const { t } = useTranslation();
  const [keys] = useState(createSubmitKeys);
  const inFlight = useRef(false);
  const [claimingId, setClaimingId] = useState<number | null>(null);
  const [error, setError] = useState("");
  const [claimed, setClaimed] = useState<TReward | null>(null);

  async function claim(id: number): Promise<void> {
    // A second click before the first answer is ignored (state updates land a render later).
    if (inFlight.current) return;
    inFlight.current = true;
    setClaimingId(id);
    setError("");
    setClaimed(null);
    try {
      const reward = await api.request("rewardClaim", {
        id,
        idempotencyKey: keys.keyFor(claimFingerprint(id)),
      });
      keys.settle();
      setClaimed(reward);
      refreshCalls(callsAfterClaim(reward.unit));
    } catch (failure) {
      keys.settle(failure);
      setError(t(errorKeyOf(failure)));
      if (isStaleRefusal(failure)) refreshCalls(MEMBER_CALLS.missions);
    } finally {
      inFlight.current = false;
      setClaimingId(null);
    }
  }

  return { claim, claimingId, isBusy: claimingId !== null, error, claimed };
}
