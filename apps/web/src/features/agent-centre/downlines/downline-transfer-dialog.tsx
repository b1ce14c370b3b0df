import { ZDownlineTransfer } from "@orchid/contract/agent";
import { type KeyboardEvent, useState } from "react";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../api/api-client.ts";
import centre from "../../../ui/centre-page.module.css";
import { messagesOf } from "../../../ui/contract-resolver.ts";
import { Modal } from "../../../ui/modal.tsx";
import { useContractForm } from "../../../ui/use-contract-form.ts";
import { AmountField } from "../../wallet/amount-field.tsx";
import { checkAmount } from "../../wallet/check-amount.ts";
import { refreshAfterMoneyMoved, refreshCalls } from "../../wallet/member-data-keys.ts";
import { MoneyFormFooter } from "../../wallet/money-form-footer.tsx";
import { PaymentPasswordInput, paymentPasswordProblem } from "../../wallet/payment-password-input.tsx";
import { useAmountProblem } from "../../wallet/use-amount-problem.ts";
import { useBalance } from "../../wallet/use-balance.ts";
import { useMoney } from "../../wallet/use-money.ts";
import { useMoneyForm } from "../../wallet/use-money-form.ts";

/** The typed fields; the amount is typed in major units and converted on submit. */
const ZTransferFields = ZDownlineTransfer.pick({ paymentPassword: true });

/**
 * Transfer to a team member: amount and payment password. The dialog keeps one idempotency key
 * for a request until it got an answer, so sending again after a lost answer never pays twice.
 */
export function DownlineTransferDialog({ downline, onClose }: { downline: string; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const amountProblem = useAmountProblem();
  const available = useBalance().data?.mainBalance;
  const [done, setDone] = useState("");
  const { errors, formError, isBusy, submit } = useMoneyForm({
    INSUFFICIENT_FUNDS: "amount",
    AMOUNT_OUT_OF_RANGE: "amount",
    PAYMENT_PASSWORD_WRONG: "paymentPassword",
    PAYMENT_PASSWORD_REQUIRED: "paymentPassword",
  });
  const { control, handleSubmit, reset } = useContractForm<typeof ZTransferFields, { amount: string }>(
    ZTransferFields,
    {
      defaultValues: { amount: "", paymentPassword: "" },
      labels: { paymentPassword: "field_payment_password" },
      check: (values) => {
        const amount = checkAmount(values.amount, { available });
        return {
          amount: amount.problem ? amountProblem(amount) : undefined,
          paymentPassword: paymentPasswordProblem(values.paymentPassword, t),
        };
      },
    },
  );
  const amount = useController({ control, name: "amount" }).field;
  const password = useController({ control, name: "paymentPassword" }).field;

  /**
   * React hands a dialog's cancel (Escape) on to the dialogs around it, so the agent centre would
   * close too: this dialog takes Escape itself, before the browser turns it into a cancel.
   */
  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  }

  const handleValid = handleSubmit(
    async (values) => {
      const request = {
        downline,
        amount: checkAmount(values.amount, { available }).minor ?? 0,
        paymentPassword: values.paymentPassword,
      };
      const value = await submit({}, request, (idempotencyKey) =>
        api.request("downlineTransfer", { ...request, idempotencyKey }),
      );
      if (!value) return;
      refreshAfterMoneyMoved();
      refreshCalls(["downlines", "teamTransactions"]);
      reset();
      setDone(t("agc_transfer_done", { amount: money.withSymbol(request.amount), downline: value.downline }));
    },
    (invalid) => submit(messagesOf(invalid), {}, async () => undefined),
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={t("agc_transfer_title", { downline })}
      width={440}
      testId="downline-transfer-dialog"
      onKeyDown={handleKeyDown}
    >
      <form
        className={centre.page}
        noValidate
        data-testid="downline-transfer-form"
        onSubmit={(event) => {
          setDone("");
          void handleValid(event);
        }}
      >
        <AmountField
          id="ac-transfer-amount"
          value={amount.value}
          onChange={amount.onChange}
          error={errors.amount}
          hint={
            available === undefined
              ? undefined
              : t("transfer_available", { amount: money.withSymbol(available) })
          }
          testId="downline-transfer-amount"
        />
        <PaymentPasswordInput
          id="ac-transfer-password"
          value={password.value}
          onChange={password.onChange}
          error={errors.paymentPassword}
          testId="downline-transfer-password"
        />
        <MoneyFormFooter
          testId="downline-transfer"
          formError={formError}
          done={done}
          isDisabled={isBusy}
          label={t("agc_transfer_submit")}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
