import type { TAgentContract, TContractTerms } from "@orchid/contract/agent";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import form from "../../../ui/auth-form.module.css";
import buttonStyles from "../../../ui/button.module.css";
import centre from "../../../ui/centre-page.module.css";
import styles from "../agent-centre.module.css";
import { ChangeContractForm } from "./change-contract-form.tsx";
import { ContractStateBadge } from "./contract-state-badge.tsx";
import { ContractTerms } from "./contract-terms.tsx";
import { useContractAction } from "./use-contract-action.ts";

type TIssuedContractRowProps = {
  contract: TAgentContract;
  /** My own terms (the ceiling of a change); null while I hold none. */
  parent: TContractTerms | null;
  maxTiers: number;
};

/**
 * A contract I issued to a downline: holder, state, terms, and what I may do with it — withdraw
 * an offer not yet answered; change (raise) or terminate one in force; agree to a termination
 * the holder asked for.
 */
export function IssuedContractRow({ contract, parent, maxTiers }: TIssuedContractRowProps) {
  const { t } = useTranslation();
  const action = useContractAction();
  const [isChanging, setIsChanging] = useState(false);
  const { state } = contract;
  const buttons = [
    state === "pending_new" && { action: "withdraw", labelKey: "agc_action_withdraw" },
    state === "active" && parent && { action: "change", labelKey: "agc_action_change" },
    state === "active" && { action: "terminate", labelKey: "agc_action_terminate" },
    state === "terminating" &&
      contract.terminationBy === "holder" && { action: "agree", labelKey: "agc_action_agree" },
  ].filter((button) => button !== false && button !== null) as {
    action: "withdraw" | "change" | "terminate" | "agree";
    labelKey: string;
  }[];

  return (
    <div className={centre.card} data-testid="issued-contract">
      <div className={centre.cardHead}>
        <h5 className={centre.cardTitle}>
          <bdi>{contract.holder}</bdi>
        </h5>
        <ContractStateBadge state={state} />
      </div>
      <ContractTerms terms={contract.terms} />
      {contract.pendingTerms && (
        <>
          <p className={centre.muted}>{t("agc_contract_offered_terms")}</p>
          <ContractTerms terms={contract.pendingTerms} />
        </>
      )}
      {isChanging && parent ? (
        <ChangeContractForm
          contract={contract}
          parent={parent}
          maxTiers={maxTiers}
          onDone={() => setIsChanging(false)}
        />
      ) : (
        buttons.length > 0 && (
          <div className={styles.actions}>
            {buttons.map((button) => (
              <button
                key={button.action}
                type="button"
                className={`${buttonStyles.ghost} ${styles.small}`}
                disabled={action.isBusy}
                data-testid={`issued-${button.action}`}
                onClick={() =>
                  button.action === "change"
                    ? setIsChanging(true)
                    : void action.run(contract.id, button.action)
                }
              >
                {t(button.labelKey)}
              </button>
            ))}
          </div>
        )
      )}
      {action.error && (
        <p className={form.formError} role="alert">
          {action.error}
        </p>
      )}
    </div>
  );
}
