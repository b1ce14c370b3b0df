import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../store/app-store.ts";
import buttonStyles from "../../../ui/button.module.css";
import centre from "../../../ui/centre-page.module.css";
import { Loader } from "../../../ui/loader.tsx";
import { QueryProblem } from "../../../ui/query-problem.tsx";
import { PayoutAccounts } from "./payout-accounts.tsx";
import { WithdrawForm } from "./withdraw-form.tsx";
import { usePayoutAccounts, useWithdrawSettings } from "./withdraw-queries.ts";
import { WithdrawalList } from "./withdrawal-list.tsx";

/**
 * Withdrawal (withdraw): a payment password first (else a notice leading to the security centre),
 * payout accounts, the withdrawal form, and the withdrawals with their payout confirmations.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const settings = useWithdrawSettings();
  const accounts = usePayoutAccounts();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const failed = settings.isError ? settings : accounts.isError ? accounts : null;
  if (failed) return <QueryProblem error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!settings.data || !accounts.data) return <Loader />;
  const list = accounts.data;
  const selectedId = list.find((account) => account.id === chosenId)?.id ?? list[0]?.id ?? null;
  return (
    <div className={centre.page} data-testid="withdraw-page">
      {!settings.data.hasPaymentPassword && (
        <div className={centre.notice} role="note" data-testid="withdraw-no-password">
          <p>{t("withdraw_needs_password")}</p>
          <button
            type="button"
            className={buttonStyles.gold}
            data-testid="withdraw-set-password"
            onClick={() => useAppStore.setState({ memberCentrePage: "securityCenter" })}
          >
            {t("payment_password_set")}
          </button>
        </div>
      )}
      <PayoutAccounts
        accounts={list}
        selectedId={selectedId}
        onSelect={setChosenId}
        payeeName={settings.data.payeeName}
      />
      {settings.data.hasPaymentPassword && list.length > 0 && (
        <WithdrawForm settings={settings.data} payoutAccountId={selectedId} />
      )}
      <WithdrawalList confirmMinutes={settings.data.confirmMinutes} />
    </div>
  );
}
