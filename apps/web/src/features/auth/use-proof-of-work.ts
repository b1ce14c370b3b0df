import { useCallback, useState } from "react";

/**
 * The proof-of-work part of the captcha-check fields: the widget's payload once it verified, and
 * `renew()` after every call that spent it (a solution is accepted once; the widget starts again).
 */
export function useProofOfWork(isShown: boolean) {
  const [payload, setPayload] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  const renew = useCallback(() => {
    setPayload(null);
    setGeneration((n) => n + 1);
  }, []);

  /** The fields a call sends: the payload when the widget verified, nothing otherwise. */
  const fields = isShown && payload ? { altcha: payload } : {};
  return { isShown, payload, setPayload, generation, renew, fields, isReady: !isShown || payload !== null };
}

export type TProofOfWorkState = ReturnType<typeof useProofOfWork>;
