import type { TBoDeposit } from "@orchid/contract/backoffice-payments";
import { useTranslation } from "react-i18next";
import { DepositDecision } from "./deposit-decision.tsx";
import { FactsList } from "./facts-list.tsx";
import styles from "./payments.module.css";
import { ProofImages } from "./proof-images.tsx";

/**
 * What a deposit order carries beyond its row: the gateway's reference, or the member's remark
 * and proof images of a bank transfer; who decided it and their note; and, for a bank deposit awaiting
 * approval, the decision (operators with money.request).
 */
export function DepositDetails(props: { deposit: TBoDeposit; canAct: boolean }) {
  const { t } = useTranslation();
  const d = props.deposit;
  const isDecidable = d.channelKind === "bank" && d.status === "awaiting_approval";

  return (
    <div className={styles.details} data-testid={`deposit-details-${d.id}`}>
      <div className="stack">
        <FactsList
          facts={[
            d.channelKind === "gateway"
              ? { label: t("bo_deposit_gateway_reference"), value: d.gatewayReference, isMono: true }
              : { label: t("bo_deposit_remark"), value: d.remark || null },
            { label: t("bo_deposit_decided_by"), value: d.decidedBy },
            { label: t("bo_deposit_note"), value: d.note || null },
          ]}
        />
        {d.channelKind === "bank" && (
          <div className="stack">
            <h3>{t("bo_deposit_proofs")}</h3>
            <ProofImages urls={d.proofUrls} label={t("bo_deposit_proofs")} />
          </div>
        )}
      </div>
      {isDecidable &&
        (props.canAct ? (
          <DepositDecision depositId={d.id} />
        ) : (
          <p className="muted">{t("bo_payments_no_permission")}</p>
        ))}
    </div>
  );
}
