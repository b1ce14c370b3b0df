import type { TPayout } from "@orchid/contract/payments";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../api/api-client.ts";
import form from "../../../ui/auth-form.module.css";
import buttonStyles from "../../../ui/button.module.css";
import { StatusBadge } from "../../member-centre/status-badge.tsx";
import { useSiteInfo } from "../../system-status/site-info-context.ts";
import { refreshAfterMoneyMoved } from "../../wallet/member-data-keys.ts";
import { useMoney } from "../../wallet/use-money.ts";
import { useMoneyForm } from "../../wallet/use-money-form.ts";
import { PAYOUT_TONES } from "../status-labels.ts";
import { NotReceivedForm } from "./not-received-form.tsx";
import styles from "./withdraw.module.css";
import { refreshWithdrawals } from "./withdraw-queries.ts";

/**
 * One payout of a withdrawal (spec §4 withdrawal confirmation): amount, state and the time it
 * counts as received; a paid payout asks the member "Received" or "Not received" (with proof).
 */
export function PayoutRow({ payout }: { payout: TPayout }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const [isDisputing, setIsDisputing] = useState(false);
  const { formError, isBusy, submit } = useMoneyForm();
  const isOpen = payout.status === "paid";

  async function handleReceived() {
    const request = { payoutId: payout.id, received: true };
    const value = await submit({}, request, () => api.request("payoutConfirm", request));
    if (!value) return;
    refreshWithdrawals();
    refreshAfterMoneyMoved();
  }

  return (
    <li className={styles.payout} data-testid={`payout-${payout.id}`}>
      <div className={styles.payoutHead}>
        <span className={styles.payoutAmount}>{money.withSymbol(payout.amount)}</span>
        <StatusBadge
          tone={PAYOUT_TONES[payout.status]}
          text={t(`payout_status_${payout.status}`)}
          testId={`payout-${payout.id}-status`}
        />
      </div>
      {isOpen && (
        <p className={styles.payoutLine}>
          {t("payout_confirm_by", { time: formatZonedDateTime(new Date(payout.confirmBy), timeZone) })}
        </p>
      )}
      {payout.remark && (
        <p className={styles.payoutLine}>
          {t("field_remark")}: <bdi>{payout.remark}</bdi>
        </p>
      )}
      {payout.proofUrls.length > 0 && (
        <div className={styles.proofs}>
          {payout.proofUrls.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noopener noreferrer">
              <img src={url} alt={t("payout_proof_alt", { index: index + 1 })} className={styles.proof} />
            </a>
          ))}
        </div>
      )}
      {isOpen && !isDisputing && (
        <div className={styles.payoutActions}>
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={isBusy}
            data-testid={`payout-${payout.id}-received`}
            onClick={() => void handleReceived()}
          >
            {t("payout_received")}
          </button>
          <button
            type="button"
            className={buttonStyles.ghost}
            disabled={isBusy}
            data-testid={`payout-${payout.id}-not-received`}
            onClick={() => setIsDisputing(true)}
          >
            {t("payout_not_received")}
          </button>
        </div>
      )}
      {formError && (
        <p className={form.formError} role="alert">
          {formError}
        </p>
      )}
      {isOpen && isDisputing && (
        <NotReceivedForm payoutId={payout.id} onClose={() => setIsDisputing(false)} />
      )}
    </li>
  );
}
