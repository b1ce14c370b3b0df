import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import centre from "../member-centre/centre-page.module.css";
import { AmountField } from "./amount-field.tsx";
import { checkAmount } from "./check-amount.ts";
import { refreshAfterMoneyMoved } from "./member-data-keys.ts";
import { MoneyFormFooter } from "./money-form-footer.tsx";
import { isPaymentPasswordShape, PaymentPasswordInput } from "./payment-password-input.tsx";
import { useAmountProblem } from "./use-amount-problem.ts";
import { useBalance } from "./use-balance.ts";
import { useMoney } from "./use-money.ts";
import { useMoneyForm } from "./use-money-form.ts";

/** Amount and payment password; the answer names the upline that received it. */
export function UplineTransferForm() {
  const { t } = useTranslation();
  const money = useMoney();
  const amountProblem = useAmountProblem();
  const balance = useBalance();
  const available = balance.data?.mainBalance;
  const [amount, setAmount] = useState("");
  const [password, setPassword] = useState("");
  const [done, setDone] = useState("");
  const { errors, formError, isBusy, submit } = useMoneyForm({
    INSUFFICIENT_FUNDS: "amount",
    AMOUNT_OUT_OF_RANGE: "amount",
    PAYMENT_PASSWORD_WRONG: "paymentPassword",
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setDone("");
    const check = checkAmount(amount, { available });
    const found: Record<string, string> = {};
    if (check.problem) found.amount = amountProblem(check);
    if (!isPaymentPasswordShape(password)) found.paymentPassword = t("err_payment_password_format");
    const request = { amount: check.minor ?? 0, paymentPassword: password };
    const value = await submit(found, request, (idempotencyKey) =>
      api.request("uplineTransfer", { ...request, idempotencyKey }),
    );
    if (!value) return;
    refreshAfterMoneyMoved();
    setAmount("");
    setPassword("");
    setDone(t("upline_done", { amount: money.withSymbol(request.amount), upline: value.upline }));
  }

  return (
    <form className={centre.card} noValidate onSubmit={handleSubmit} data-testid="upline-form">
      <AmountField
        id="upline-amount"
        value={amount}
        onChange={setAmount}
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
        value={password}
        onChange={setPassword}
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
