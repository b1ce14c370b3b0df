import type { TInputOf, TValueOf } from "@orchid/contract/endpoint-io";
import type { TEndpointName } from "@orchid/contract/endpoints";
import { useState } from "react";
import { fieldErrorsOf } from "../../api/console-api.ts";
import { useApiMutation } from "../../api/console-hooks.ts";
import { showToast } from "../../ui/toast-store.ts";
import { sabongProblemKey } from "./sabong-problem.ts";

/** The derby's reads every move makes stale (the fights, and a filed result's approval). */
export const DERBY_READS: TEndpointName[] = ["boFights", "boApprovals"];

/**
 * A derby change: like the console's other changes it toasts its success and refreshes the
 * fights, but a refusal says why in the derby's words (a fight still running, betting already
 * closed, a result already waiting for approval) in a toast and beside the form.
 */
export function useSabongChange<K extends TEndpointName>(
  name: K,
  options: {
    successKey?: (value: TValueOf<K>) => { key: string; values?: Record<string, string | number> } | null;
    onSuccess?: (value: TValueOf<K>) => void;
  } = {},
) {
  const [problemKey, setProblemKey] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const mutation = useApiMutation(name, {
    refresh: DERBY_READS,
    onMutate: () => {
      setProblemKey(null);
      setFieldErrors({});
    },
    onSuccess: (value) => {
      const toast = options.successKey ? options.successKey(value) : { key: "bo_saved" };
      if (toast) showToast("ok", toast.key, toast.values);
      options.onSuccess?.(value);
    },
    onError: (error) => {
      const key = sabongProblemKey(error);
      setProblemKey(key);
      setFieldErrors(fieldErrorsOf(error));
      showToast("error", key);
    },
  });
  return {
    run: (input: TInputOf<K>) => mutation.mutate(input),
    isPending: mutation.isPending,
    problemKey,
    fieldErrors,
  };
}
