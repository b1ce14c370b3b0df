import { errorKeyOf } from "@orchid/contract/api-problems";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { MEMBER_CALLS, refreshCalls } from "../wallet/member-data-keys.ts";
import { createSubmitKeys } from "../wallet/submit-keys.ts";
import { callsAfterRaffleClaim, isStaleRaffleRefusal, raffleClaimFingerprint } from "./raffle-view.ts";

export type TRaffleWin = { raffleId: number; amount: number };
export type TRaffleRefusal = { raffleId: number; text: string };

/**
 * Opening envelopes, one at a time: each click sends a new idempotency key, except that trying the
 * same raffle again after a network failure re-sends the same one, so a claim that did arrive is
 * not refused as taken (features/wallet/submit-keys.ts). A win refreshes the raffles and the
 * balance; a refusal is translated and, when the card is out of date, the raffles fetch again.
 */
export function useRaffleClaim() {
  const { t } = useTranslation();
  const [keys] = useState(createSubmitKeys);
  const inFlight = useRef(false);
  const [claimingId, setClaimingId] = useState<number | null>(null);
  const [won, setWon] = useState<TRaffleWin | null>(null);
  const [refusal, setRefusal] = useState<TRaffleRefusal | null>(null);

  async function claim(raffleId: number): Promise<void> {
    // A second click before the answer is ignored (state updates land a render later).
    if (inFlight.current) return;
    inFlight.current = true;
    setClaimingId(raffleId);
    setRefusal(null);
    try {
      const value = await api.request("raffleClaim", {
        raffleId,
        idempotencyKey: keys.keyFor(raffleClaimFingerprint(raffleId)),
      });
      keys.settle();
      setWon({ raffleId: value.raffleId, amount: value.amount });
      refreshCalls(callsAfterRaffleClaim());
    } catch (failure) {
      keys.settle(failure);
      setRefusal({ raffleId, text: t(errorKeyOf(failure)) });
      if (isStaleRaffleRefusal(failure)) refreshCalls(MEMBER_CALLS.raffles);
    } finally {
      inFlight.current = false;
      setClaimingId(null);
    }
  }

  return { claim, claimingId, isBusy: claimingId !== null, won, refusal };
}
