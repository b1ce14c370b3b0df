import type { TContractAction, TContractTermsInput } from "@orchid/contract/agent";
import { errorKeyOf } from "@orchid/contract/api-problems";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../api/api-hooks.ts";
import { CONTRACT_STALE_CALLS } from "./contract-calls.ts";

/**
 * Runs one action on a contract (accept, refuse, withdraw, change, terminate, agree); the views
 * and menu flags fetch again once it went through. `error` is the translated refusal.
 */
export function useContractAction() {
  const { t } = useTranslation();
  const mutation = useApiMutation("contractAction", { refresh: CONTRACT_STALE_CALLS });
  return {
    run: (id: number, action: TContractAction, terms?: TContractTermsInput) =>
      mutation.mutateAsync({ id, action, terms }).then(
        () => true,
        () => false,
      ),
    error: mutation.isError ? t(errorKeyOf(mutation.error)) : "",
    isBusy: mutation.isPending,
  };
}
