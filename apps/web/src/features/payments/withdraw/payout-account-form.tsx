import { type TPayoutAccount, ZPayoutAccountRequest } from "@orchid/contract/payments";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../api/api-client.ts";
import form from "../../../ui/auth-form.module.css";
import { messagesOf } from "../../../ui/contract-resolver.ts";
import { FormField } from "../../../ui/form-field.tsx";
import { useContractForm } from "../../../ui/use-contract-form.ts";
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
  const { errors, formError, isBusy, submit } = useMoneyForm({ PAYEE_MISMATCH: "payeeName" });
  const { control, register, handleSubmit } = useContractForm(ZPayoutAccountRequest, {
    defaultValues: { bankName: "", accountNumber: "", payeeName: payeeName ?? "" },
    labels: {
      bankName: "field_bank_name",
      accountNumber: "field_account_number",
      payeeName: "field_payee_name",
    },
    invalidKeys: { accountNumber: "err_account_number_format" },
    check: (values) => {
      const payee = values.payeeName.trim();
      return {
        accountNumber: values.accountNumber.trim()
          ? undefined
          : t("err_required", { field: t("field_account_number") }),
        payeeName: payee && payeeName && payee !== payeeName ? t("err_payee_mismatch") : undefined,
      };
    },
  });
  const accountNumber = useController({ control, name: "accountNumber" }).field;

  const handleValid = handleSubmit(
    async (request) => {
      const account = await submit({}, request, () => api.request("payoutAccountAdd", request));
      if (!account) return;
      refreshCalls(["payoutAccounts", "withdrawSettings"]);
      onDone(account);
    },
    (invalid) => submit(messagesOf(invalid), {}, async () => undefined),
  );

  return (
    <form className={styles.subForm} noValidate onSubmit={handleValid} data-testid="payout-account-form">
      <FormField id="payout-bank" label={t("field_bank_name")} error={errors.bankName} isRequired>
        <input
          id="payout-bank"
          className={form.input}
          maxLength={64}
          autoComplete="off"
          aria-invalid={Boolean(errors.bankName)}
          data-testid="payout-bank"
          {...register("bankName")}
        />
      </FormField>
      <FormField id="payout-number" label={t("field_account_number")} error={errors.accountNumber} isRequired>
        <input
          id="payout-number"
          className={form.input}
          inputMode="numeric"
          maxLength={32}
          autoComplete="off"
          value={accountNumber.value}
          aria-invalid={Boolean(errors.accountNumber)}
          data-testid="payout-number"
          onBlur={accountNumber.onBlur}
          onChange={(event) => accountNumber.onChange(event.target.value.replace(/\s/g, ""))}
        />
      </FormField>
      <FormField id="payout-payee" label={t("field_payee_name")} error={errors.payeeName} isRequired>
        <input
          id="payout-payee"
          className={form.input}
          maxLength={64}
          autoComplete="name"
          readOnly={payeeName !== null}
          aria-invalid={Boolean(errors.payeeName)}
          aria-describedby={payeeName ? "payout-payee-hint" : undefined}
          data-testid="payout-payee"
          {...register("payeeName")}
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
