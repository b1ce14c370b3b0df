import type { TDepositChannel } from "@orchid/contract/payments";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./deposit.module.css";

type TBank = NonNullable<TDepositChannel["bank"]>;

/** Where to send a manual bank transfer, each line with a copy button. */
export function BankDetails({ bank }: { bank: TBank }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState("");
  const lines = [
    { key: "bankName", label: t("field_bank_name"), value: bank.bankName },
    { key: "accountName", label: t("deposit_account_name"), value: bank.accountName },
    { key: "accountNumber", label: t("field_account_number"), value: bank.accountNumber },
  ];

  async function handleCopy(key: string, value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(key);
    } catch {
      setCopied("");
    }
  }

  return (
    <div className={styles.bank} data-testid="deposit-bank">
      <p className={styles.bankTitle}>{t("deposit_bank_intro")}</p>
      <dl className={styles.bankLines}>
        {lines.map((line) => (
          <div key={line.key} className={styles.bankLine}>
            <dt>{line.label}</dt>
            <dd>
              <bdi className={styles.bankValue}>{line.value}</bdi>
              <button
                type="button"
                className={styles.copy}
                data-testid={`deposit-copy-${line.key}`}
                aria-label={t("copy_value", { label: line.label })}
                onClick={() => void handleCopy(line.key, line.value)}
              >
                {copied === line.key ? t("copied") : t("copy")}
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
