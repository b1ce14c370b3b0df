import { ZUplineTransferRequest } from "@orchid/contract/wallet";
import { useState } from "react";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import centre from "../../ui/centre-page.module.css";
import { messagesOf } from "../../ui/contract-resolver.ts";
import { useContractForm } from "../../ui/use-contract-form.ts";
import { AmountField } from "./amount-field.tsx";
import { checkAmount } from "./check-amount.ts";
import { refreshAfterMoneyMoved } from "./member-data-keys.ts";
import { MoneyFormFooter } from "./money-form-footer.tsx";
import { PaymentPasswordInput, paymentPasswordProblem } from "./payment-password-input.tsx";
import { useAmountProblem } from "./use-amount-problem.ts";
import { useBalance } from "./use-balance.ts";
import { useMoney } from "./use-money.ts";
import { useMoneyForm } from "./use-money-form.ts";

/** The typed fields of the request; the amount is typed in major units and converted on submit. */
const ZUplineFields = ZUplineTransferRequest.pick({ paymentPassword: true });

/** Amount and payment password; the answer names the upline that received it. */
export function UplineTransferForm() {
  const { t } = useTranslation();
  const money = useMoney();
  const amountProblem = useAmountProblem();
  const balance = useBalance();
  const available = balance.data?.mainBalance;
  const [done, setDone] = useState("");
  const { errors, formError, isBusy, submit } = useMoneyForm({
    INSUFFICIENT_FUNDS: "amount",
    AMOUNT_OUT_OF_RANGE: "amount",
    PAYMENT_PASSWORD_WRONG: "paymentPassword",
  });
  const { control, handleSubmit, reset } = useContractForm<typeof ZUplineFields, { amount: string }>(
    ZUplineFields,
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

  const handleValid = handleSubmit(
    async (values) => {
      const request = {
        amount: checkAmount(values.amount, { available }).minor ?? 0,
        paymentPassword: values.paymentPassword,
      };
      const value = await submit({}, request, (idempotencyKey) =>
        api.request("uplineTransfer", { ...request, idempotencyKey }),
      );
      if (!value) return;
      refreshAfterMoneyMoved();
      reset();
      setDone(t("upline_done", { amount: money.withSymbol(request.amount), upline: value.upline }));
    },
    (invalid) => submit(messagesOf(invalid), {}, async () => undefined),
  );

  return (
    <form
      className={centre.card}
      noValidate
      onSubmit={(event) => {
        setDone("");
        void handleValid(event);
      }}
      data-testid="upline-form"
    >
      <AmountField
        id="upline-amount"
        value={amount.value}
        onChange={amount.onChange}
        error={errors.amount}
        hint={
          available === undefined
            ? undefined
            : t("transfer_available", { amount: money.withSymbol(available) })
        }
        testId="upline-amount"
      />
      <PaymentPasswordInput
        id="upline-password"
        value={password.value}
        onChange={password.onChange}
        error={errors.paymentPassword}
        testId="upline-password"
      />
      <MoneyFormFooter
        testId="upline"
        formError={formError}
        done={done}
        isDisabled={isBusy}
        label={t("upline_submit")}
      />
    </form>
  );
}
