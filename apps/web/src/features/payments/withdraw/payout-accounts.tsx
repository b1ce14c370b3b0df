import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TPayoutAccount } from "@orchid/contract/payments";
import i18next from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../api/api-hooks.ts";
import form from "../../../ui/auth-form.module.css";
import buttonStyles from "../../../ui/button.module.css";
import centre from "../../../ui/centre-page.module.css";
import { showDialog } from "../../../ui/dialog-store.ts";
import { PayoutAccountForm } from "./payout-account-form.tsx";
import styles from "./withdraw.module.css";

type TPayoutAccountsProps = {
  accounts: TPayoutAccount[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  payeeName: string | null;
};

/** The bound payout accounts: choose one for the withdrawal, remove one, or bind a new one. */
export function PayoutAccounts({ accounts, selectedId, onSelect, payeeName }: TPayoutAccountsProps) {
  const { t } = useTranslation();
  const [isAdding, setIsAdding] = useState(false);
  const [error, setError] = useState("");
  const remove = useApiMutation("payoutAccountRemove", {
    refresh: ["payoutAccounts"],
    onMutate: () => setError(""),
    onError: (failure) => setError(t(errorKeyOf(failure))),
  });

  function handleRemove(account: TPayoutAccount) {
    showDialog({
      name: "payout-account-remove",
      icon: "warning",
      text: i18next.t("payout_account_remove_confirm", { account: account.accountNumberMasked }),
      buttons: [
        { title: i18next.t("dialog_cancel") },
        {
          title: i18next.t("payout_account_remove"),
          isDefault: true,
          handler: () => {
            remove.mutate({ id: account.id });
            return undefined;
          },
        },
      ],
    });
  }

  return (
    <section className={centre.card} aria-labelledby="payout-accounts-title" data-testid="payout-accounts">
      <div className={centre.cardHead}>
        <h4 className={centre.cardTitle} id="payout-accounts-title">
          {t("payout_accounts")}
        </h4>
        {!isAdding && (
          <button
            type="button"
            className={buttonStyles.ghost}
            data-testid="payout-account-add"
            onClick={() => setIsAdding(true)}
          >
            {t("payout_account_add")}
          </button>
        )}
      </div>
      {accounts.length === 0 && !isAdding && <p className={centre.muted}>{t("payout_accounts_empty")}</p>}
      {accounts.length > 0 && (
        <ul className={styles.accounts} aria-label={t("withdraw_account")}>
          {accounts.map((account) => (
            <li key={account.id} className={styles.account} data-testid={`payout-account-${account.id}`}>
              <label className={styles.accountChoice}>
                <input
                  type="radio"
                  name="payout-account"
                  checked={account.id === selectedId}
                  onChange={() => onSelect(account.id)}
                />
                <span className={styles.accountText}>
                  <bdi className={styles.accountBank}>{account.bankName}</bdi>
                  <span className={styles.accountLine}>
                    {account.accountNumberMasked} · <bdi>{account.payeeName}</bdi>
                  </span>
                </span>
              </label>
              <button
                type="button"
                className={styles.linkButton}
                data-testid={`payout-account-remove-${account.id}`}
                onClick={() => handleRemove(account)}
              >
                {t("payout_account_remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className={form.formError} role="alert">
          {error}
        </p>
      )}
      {isAdding && (
        <PayoutAccountForm
          payeeName={payeeName}
          onDone={(account) => {
            setIsAdding(false);
            if (account) onSelect(account.id);
          }}
        />
      )}
    </section>
  );
}
