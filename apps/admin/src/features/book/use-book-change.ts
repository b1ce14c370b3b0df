import type { TInputOf, TValueOf } from "@orchid/contract/endpoint-io";
import type { TEndpointName } from "@orchid/contract/endpoints";
import { useState } from "react";
import { useApiMutation } from "../../api/console-hooks.ts";
import { showToast } from "../../ui/toast-store.ts";
import { bookProblemOf, type TBookProblem } from "./book-problem.ts";

/**
 * A book change: like the console's other changes it toasts "Saved" (or `successKey`) and
 * refreshes the reads named, but a refusal is put in the book's words (a feed event only a
 * platform operator moves, an event not started or over, a result settlement cannot read) and
 * kept for the form as well as toasted.
 */
export function useBookChange<K extends TEndpointName>(
  name: K,
  options: { refresh?: TEndpointName[]; successKey?: string; onSuccess?: (value: TValueOf<K>) => void } = {},
) {
  const [problem, setProblem] = useState<TBookProblem | null>(null);
  const mutation = useApiMutation(name, {
    refresh: options.refresh,
    onMutate: () => setProblem(null),
    onSuccess: (value) => {
      showToast("ok", options.successKey ?? "bo_saved");
      options.onSuccess?.(value);
    },
    onError: (error) => {
      const found = bookProblemOf(error);
      setProblem(found);
      showToast("error", found.key);
    },
  });
  return {
    run: (input: TInputOf<K>) => mutation.mutate(input),
    isPending: mutation.isPending,
    problem,
  };
}
