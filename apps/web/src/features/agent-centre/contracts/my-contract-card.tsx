import type { TAgentContract } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import form from "../../../ui/auth-form.module.css";
import buttonStyles from "../../../ui/button.module.css";
import centre from "../../../ui/centre-page.module.css";
import styles from "../agent-centre.module.css";
import { ContractStateBadge } from "./contract-state-badge.tsx";
import { ContractTerms } from "./contract-terms.tsx";
import { useContractAction } from "./use-contract-action.ts";

/**
 * The contract I hold or am offered: who issued it (my upline, or the platform), its state and
 * terms. A new offer or a change shows Accept and Refuse; a termination my upline asked for
 * shows Agree.
 */
export function MyContractCard({ contract }: { contract: TAgentContract | null }) {
  const { t } = useTranslation();
  const action = useContractAction();
  if (!contract) {
    return (
      <div className={centre.card} data-testid="my-contract">
        <h4 className={centre.cardTitle}>{t("agc_contract_mine")}</h4>
        <p className={centre.muted}>{t("agc_contract_none")}</p>
      </div>
    );
  }
  const isOffer = contract.state === "pending_new" || contract.state === "pending_change";
  const mayAgree = contract.state === "terminating" && contract.terminationBy !== "holder";
  return (
    <div className={centre.card} data-testid="my-contract">
      <div className={centre.cardHead}>
        <h4 className={centre.cardTitle}>{t("agc_contract_mine")}</h4>
        <ContractStateBadge state={contract.state} />
      </div>
      <p className={centre.muted}>
        {contract.upline === null
          ? t("agc_contract_from_platform")
          : t("agc_contract_from_upline", { upline: contract.upline })}
      </p>
      <ContractTerms terms={contract.terms} testId="my-contract-tiers" />
      {contract.pendingTerms && (
        <>
          <p className={centre.muted}>{t("agc_contract_new_terms")}</p>
          <ContractTerms terms={contract.pendingTerms} testId="my-contract-pending-tiers" />
        </>
      )}
      {contract.state === "terminating" && (
        <p className={centre.muted}>{t(`agc_termination_by_${contract.terminationBy ?? "upline"}`)}</p>
      )}
      {(isOffer || mayAgree) && (
        <div className={styles.actions}>
          {isOffer && (
            <>
              <button
                type="button"
                className={buttonStyles.primary}
                disabled={action.isBusy}
                data-testid="contract-accept"
                onClick={() => void action.run(contract.id, "accept")}
              >
                {t("agc_action_accept")}
              </button>
              <button
                type="button"
                className={buttonStyles.ghost}
                disabled={action.isBusy}
                data-testid="contract-refuse"
                onClick={() => void action.run(contract.id, "refuse")}
              >
                {t("agc_action_refuse")}
              </button>
            </>
          )}
          {mayAgree && (
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={action.isBusy}
              data-testid="contract-agree"
              onClick={() => void action.run(contract.id, "agree")}
            >
              {t("agc_action_agree")}
            </button>
          )}
        </div>
      )}
      {action.error && (
        <p className={form.formError} role="alert">
          {action.error}
        </p>
      )}
    </div>
  );
}
