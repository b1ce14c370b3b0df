import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TInputOf, TValueOf } from "@orchid/contract/endpoint-io";
import type { TEndpointName } from "@orchid/contract/endpoints";
import { useState } from "react";
import { showToast } from "../ui/toast-store.ts";
import { fieldErrorsOf } from "./console-api.ts";
import { useApiMutation, useApiQuery } from "./console-hooks.ts";

/**
 * A console read. Its cache key is the call's name, the merchant acted on and the input, so a
 * merchant switch never shows another merchant's data.
 */
export function useConsoleQuery<K extends TEndpointName>(name: K, input?: TInputOf<K>, enabled = true) {
  return useApiQuery(name, input, { enabled });
}

/** The toast after a change: a fixed key, or one chosen (with its values) from the answer. */
type TSuccessKey<K extends TEndpointName> =
  | string
  | ((value: TValueOf<K>) => { key: string; values?: Record<string, string | number> });

/**
 * A console change: runs the call, then shows "Saved" (or the translated failure), refreshes
 * the reads named in `refresh` and keeps the per-field errors for the form.
 */
export function useConsoleChange<K extends TEndpointName>(
  name: K,
  options: {
    refresh?: TEndpointName[];
    successKey?: TSuccessKey<K>;
    onSuccess?: (value: TValueOf<K>) => void;
  } = {},
) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const mutation = useApiMutation(name, {
    refresh: options.refresh,
    onMutate: () => setFieldErrors({}),
    onSuccess: (value) => {
      const success = options.successKey ?? "bo_saved";
      const toast = typeof success === "string" ? { key: success } : success(value);
      showToast("ok", toast.key, toast.values);
      options.onSuccess?.(value);
    },
    onError: (error) => {
      setFieldErrors(fieldErrorsOf(error));
      showToast("error", errorKeyOf(error));
    },
  });
  return {
    run: (input: TInputOf<K>) => mutation.mutate(input),
    runAsync: (input: TInputOf<K>) => mutation.mutateAsync(input),
    isPending: mutation.isPending,
    fieldErrors,
    errorKey: mutation.isError ? errorKeyOf(mutation.error) : null,
  };
}
