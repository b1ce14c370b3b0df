import type { TInputOf, TValueOf } from "@orchid/contract/endpoint-io";
import type { TEndpointName } from "@orchid/contract/endpoints";
import { useState } from "react";
import { useApiMutation } from "../../api/console-hooks.ts";
import { showToast } from "../../ui/toast-store.ts";
import { lotteryProblemOf, type TLotteryProblem } from "./lottery-problem.ts";

/**
 * A lottery change: like the console's other changes it toasts "Saved" (or `successKey`) and
 * refreshes the reads named, but a refusal keeps the lottery maths' problem with its values
 * (which class of picks returns how much) for the form, and toasts it in full.
 */
export function useLotteryChange<K extends TEndpointName>(
  name: K,
  options: { refresh?: TEndpointName[]; successKey?: string; onSuccess?: (value: TValueOf<K>) => void } = {},
) {
  const [problem, setProblem] = useState<TLotteryProblem | null>(null);
  const mutation = useApiMutation(name, {
    refresh: options.refresh,
    onMutate: () => setProblem(null),
    onSuccess: (value) => {
      showToast("ok", options.successKey ?? "bo_saved");
      options.onSuccess?.(value);
    },
    onError: (error) => {
      const found = lotteryProblemOf(error);
      setProblem(found);
      showToast("error", found.key, found.values);
    },
  });
  return {
    run: (input: TInputOf<K>) => mutation.mutate(input),
    isPending: mutation.isPending,
    problem,
  };
}
