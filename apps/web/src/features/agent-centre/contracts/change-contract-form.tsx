import type { TAgentContract, TContractTerms } from "@orchid/contract/agent";
import { errorKeyOf } from "@orchid/contract/api-problems";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../api/api-hooks.ts";
import form from "../../../ui/auth-form.module.css";
import centre from "../../../ui/centre-page.module.css";
import { MoneyFormFooter } from "../../wallet/money-form-footer.tsx";
import { CONTRACT_STALE_CALLS } from "./contract-calls.ts";
import { TierEditor } from "./tier-editor.tsx";
import { checkTierRows, tiersToRows } from "./tier-rows.ts";

/** Changes the terms of a contract I issued (raise only): the editor starts from the terms in force. */
export function ChangeContractForm({
  contract,
  parent,
  maxTiers,
  onDone,
}: {
  contract: TAgentContract;
  parent: TContractTerms;
  maxTiers: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(() => tiersToRows(contract.terms.tiers));
  const [problems, setProblems] = useState<string[]>([]);
  const change = useApiMutation("contractAction", { refresh: CONTRACT_STALE_CALLS });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkTierRows(rows, parent.tiers);
    setProblems(check.problems);
    if (check.problems.length > 0) return;
    const terms = { tiers: check.tiers, period: contract.terms.period };
    const isSent = await change.mutateAsync({ id: contract.id, action: "change", terms }).then(
      () => true,
      () => false,
    );
    if (isSent) onDone();
  }

  return (
    <form
      className={centre.page}
      noValidate
      data-testid="change-contract-form"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <TierEditor
        rows={rows}
        onChange={setRows}
        maxTiers={Math.min(maxTiers, parent.tiers.length)}
        hasLoss={contract.kind === "dividend"}
      />
      {problems.map((problem) => (
        <p key={problem} className={form.error} role="alert" data-testid="tier-problem">
          {t(problem)}
        </p>
      ))}
      <MoneyFormFooter
        testId="change-contract"
        formError={change.isError ? t(errorKeyOf(change.error)) : ""}
        done=""
        isDisabled={change.isPending}
        label={t("agc_change_submit")}
        onCancel={onDone}
      />
    </form>
  );
}
