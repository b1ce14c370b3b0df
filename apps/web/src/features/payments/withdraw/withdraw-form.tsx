import type { TWithdrawSettings } from "@orchid/contract/payments";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../api/api-client.ts";
import form from "../../../ui/auth-form.module.css";
import buttonStyles from "../../../ui/button.module.css";
import centre from "../../../ui/centre-page.module.css";
import { AmountField } from "../../wallet/amount-field.tsx";
import { checkAmount } from "../../wallet/check-amount.ts";
import { refreshAfterMoneyMoved } from "../../wallet/member-data-keys.ts";
import { MoneyFormFooter } from "../../wallet/money-form-footer.tsx";
import { amountInputText } from "../../wallet/parse-amount.ts";
import { isPaymentPasswordShape, PaymentPasswordInput } from "../../wallet/payment-password-input.tsx";
import { useAmountProblem } from "../../wallet/use-amount-problem.ts";
import { useBalance } from "../../wallet/use-balance.ts";
import { useMoney } from "../../wallet/use-money.ts";
import { useMoneyForm } from "../../wallet/use-money-form.ts";
import styles from "./withdraw.module.css";
import { withdrawLimits } from "./withdraw-limits.ts";
import { refreshWithdrawals } from "./withdraw-queries.ts";

type TWithdrawFormProps = { settings: TWithdrawSettings; payoutAccountId: number | null };

/** Amount (within the limits and today's room), the chosen payout account and the payment password. */
export function WithdrawForm({ settings, payoutAccountId }: TWithdrawFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const amountProblem = useAmountProblem();
  const available = useBalance().data?.mainBalance;
  const limits = withdrawLimits(settings);
  const [amount, setAmount] = useState("");
  const [password, setPassword] = useState("");
  const [done, setDone] = useState("");
  const { errors, formError, isBusy, submit } = useMoneyForm({
    INSUFFICIENT_FUNDS: "amount",
    AMOUNT_OUT_OF_RANGE: "amount",
    WITHDRAW_LIMIT_REACHED: "amount",
    PAYMENT_PASSWORD_WRONG: "paymentPassword",
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setDone("");
    const check = checkAmount(amount, { min: limits.min, max: limits.max, available });
    const found: Record<string, string> = {};
    if (check.problem) found.amount = amountProblem(check);
    if (limits.countLeft === 0) found.amount = t("err_withdraw_limit");
    if (payoutAccountId === null) found.payoutAccountId = t("withdraw_choose_account");
    if (!isPaymentPasswordShape(password)) found.paymentPassword = t("err_payment_password_format");
    const request = {
      amount: check.minor ?? 0,
      payoutAccountId: payoutAccountId ?? 0,
      paymentPassword: password,
    };
    const withdrawal = await submit(found, request, (idempotencyKey) =>
      api.request("withdraw", { ...request, idempotencyKey }),
    );
    if (!withdrawal) return;
    refreshAfterMoneyMoved();
    refreshWithdrawals();
    setAmount("");
    setPassword("");
    setDone(t("withdraw_done", { amount: money.withSymbol(withdrawal.amount), orderNo: withdrawal.orderNo }));
  }

  return (
    <form className={centre.card} noValidate onSubmit={handleSubmit} data-testid="withdraw-form">
      <h4 className={centre.cardTitle}>{t("withdraw_title")}</h4>
      <dl className={styles.limits}>
        <div>
          <dt>{t("withdraw_available")}</dt>
          <dd data-testid="withdraw-available">
            {available === undefined ? "…" : money.withSymbol(available)}
          </dd>
        </div>
        <div>
          <dt>{t("withdraw_range")}</dt>
          <dd>{`${money.plain(settings.minAmount)} – ${money.plain(settings.maxAmount)}`}</dd>
        </div>
        <div>
          <dt>{t("withdraw_today_left")}</dt>
          <dd data-testid="withdraw-today">
            {t("withdraw_today_value", {
              count: limits.countLeft,
              amount: money.withSymbol(limits.amountLeft),
            })}
          </dd>
        </div>
      </dl>
      {errors.payoutAccountId && (
        <p className={form.error} role="alert">
          {errors.payoutAccountId}
        </p>
      )}
      <AmountField
        id="withdraw-amount"
        value={amount}
        onChange={setAmount}
        error={errors.amount}
        testId="withdraw-amount"
        side={
          available !== undefined && (
            <button
              type="button"
              className={`${buttonStyles.ghost} ${form.side}`}
              data-testid="withdraw-all"
              onClick={() => setAmount(amountInputText(Math.min(available, limits.max)))}
            >
              {t("transfer_all")}
            </button>
          )
        }
      />
      <PaymentPasswordInput
        id="withdraw-password"
        value={password}
        onChange={setPassword}
        error={errors.paymentPassword}
        testId="withdraw-password"
      />
      <MoneyFormFooter
        testId="withdraw"
        formError={formError}
        done={done}
        isDisabled={isBusy}
        label={t("withdraw_submit")}
      />
    </form>
  );
}
