import type { TPayoutAccount } from "@orchid/contract/payments";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../api/api-client.ts";
import form from "../../../ui/auth-form.module.css";
import { FormField } from "../../../ui/form-field.tsx";
import { refreshCalls } from "../../wallet/member-data-keys.ts";
import { MoneyFormFooter } from "../../wallet/money-form-footer.tsx";
import { useMoneyForm } from "../../wallet/use-money-form.ts";
import styles from "./withdraw.module.css";

type TPayoutAccountFormProps = {
  /** The member's payee name, when set: every account must be in this name. */
  payeeName: string | null;
  onDone: (account: TPayoutAccount | null) => void;
};

/** Bind a payout account: bank name, account number (6–32 digits) and payee name. */
export function PayoutAccountForm({ payeeName, onDone }: TPayoutAccountFormProps) {
  const { t } = useTranslation();
  const [bankName, setBankName] = useState("");
  const [accountNumber, setAccountNumber] = useState("");
  const [payee, setPayee] = useState(payeeName ?? "");
  const { errors, formError, isBusy, submit, label } = useMoneyForm({ PAYEE_MISMATCH: "payeeName" });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const request = {
      bankName: bankName.trim(),
      accountNumber: accountNumber.trim(),
      payeeName: payee.trim(),
    };
    const found: Record<string, string> = {};
    for (const [field, value] of Object.entries(request)) {
      if (!value) found[field] = t("err_required", { field: label(field) });
    }
    if (request.bankName && request.bankName.length < 2) found.bankName = t("err_invalid_input");
    if (request.accountNumber && !/^[0-9]{6,32}$/.test(request.accountNumber))
      found.accountNumber = t("err_account_number_format");
    if (request.payeeName && payeeName && request.payeeName !== payeeName)
      found.payeeName = t("err_payee_mismatch");
    const account = await submit(found, request, () => api.request("payoutAccountAdd", request));
    if (!account) return;
    refreshCalls(["payoutAccounts", "withdrawSettings"]);
    onDone(account);
  }

  return (
    <form className={styles.subForm} noValidate onSubmit={handleSubmit} data-testid="payout-account-form">
      <FormField id="payout-bank" label={t("field_bank_name")} error={errors.bankName} isRequired>
        <input
          id="payout-bank"
          className={form.input}
          maxLength={64}
          autoComplete="off"
          value={bankName}
          aria-invalid={Boolean(errors.bankName)}
          data-testid="payout-bank"
          onChange={(event) => setBankName(event.target.value)}
        />
      </FormField>
      <FormField id="payout-number" label={t("field_account_number")} error={errors.accountNumber} isRequired>
        <input
          id="payout-number"
          className={form.input}
          inputMode="numeric"
          maxLength={32}
          autoComplete="off"
          value={accountNumber}
          aria-invalid={Boolean(errors.accountNumber)}
          data-testid="payout-number"
          onChange={(event) => setAccountNumber(event.target.value.replace(/\s/g, ""))}
        />
      </FormField>
      <FormField id="payout-payee" label={t("field_payee_name")} error={errors.payeeName} isRequired>
        <input
          id="payout-payee"
          className={form.input}
          maxLength={64}
          autoComplete="name"
          value={payee}
          readOnly={payeeName !== null}
          aria-invalid={Boolean(errors.payeeName)}
          aria-describedby={payeeName ? "payout-payee-hint" : undefined}
          data-testid="payout-payee"
          onChange={(event) => setPayee(event.target.value)}
        />
        {payeeName && (
          <span className={form.hint} id="payout-payee-hint">
            {t("payout_payee_fixed")}
          </span>
        )}
      </FormField>
      <MoneyFormFooter
        testId="payout-account"
        formError={formError}
        done={null}
        isDisabled={isBusy}
        label={t("payout_account_bind")}
        onCancel={() => onDone(null)}
      />
    </form>
  );
}
