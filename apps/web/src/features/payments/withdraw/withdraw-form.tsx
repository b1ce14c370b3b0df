import { type TWithdrawSettings, ZWithdrawRequest } from "@orchid/contract/payments";
import { useState } from "react";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../api/api-client.ts";
import form from "../../../ui/auth-form.module.css";
import buttonStyles from "../../../ui/button.module.css";
import centre from "../../../ui/centre-page.module.css";
import { messagesOf } from "../../../ui/contract-resolver.ts";
import { useContractForm } from "../../../ui/use-contract-form.ts";
import { usePercent } from "../../bonus/use-offer-format.ts";
import { AmountField } from "../../wallet/amount-field.tsx";
import { checkAmount } from "../../wallet/check-amount.ts";
import { MEMBER_CALLS, refreshAfterMoneyMoved, refreshCalls } from "../../wallet/member-data-keys.ts";
import { MoneyFormFooter } from "../../wallet/money-form-footer.tsx";
import { amountInputText } from "../../wallet/parse-amount.ts";
import { PaymentPasswordInput, paymentPasswordProblem } from "../../wallet/payment-password-input.tsx";
import { useAmountProblem } from "../../wallet/use-amount-problem.ts";
import { useBalance } from "../../wallet/use-balance.ts";
import { useMoney } from "../../wallet/use-money.ts";
import { useMoneyForm } from "../../wallet/use-money-form.ts";
import { activeBonusesOf, type TActiveBonus } from "./active-bonuses.ts";
import { confirmForfeit } from "./confirm-forfeit.tsx";
import styles from "./withdraw.module.css";
import { withdrawLimits } from "./withdraw-limits.ts";
import { refreshWithdrawals } from "./withdraw-queries.ts";

/** The typed fields of the request; the amount is typed in major units and converted on submit. */
const ZWithdrawFields = ZWithdrawRequest.pick({ paymentPassword: true });

type TWithdrawFormProps = { settings: TWithdrawSettings; payoutAccountId: number | null };

type TWithdrawCall = {
  amount: number;
  payoutAccountId: number;
  paymentPassword: string;
  /** The member confirmed giving up the active bonuses. */
  forfeitBonuses?: true;
};

/**
 * Amount (within the limits and today's room), the chosen payout account and the payment password.
 * A member with active bonuses is asked first whether to give them up (BONUS_ACTIVE); confirming
 * sends the withdrawal again with `forfeitBonuses`, a changed request and so a new idempotency key.
 */
export function WithdrawForm({ settings, payoutAccountId }: TWithdrawFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const percent = usePercent();
  const amountProblem = useAmountProblem();
  const available = useBalance().data?.mainBalance;
  const limits = withdrawLimits(settings);
  const [done, setDone] = useState("");
  const { errors, formError, isBusy, submit } = useMoneyForm({
    INSUFFICIENT_FUNDS: "amount",
    AMOUNT_OUT_OF_RANGE: "amount",
    WITHDRAW_LIMIT_REACHED: "amount",
    PAYMENT_PASSWORD_WRONG: "paymentPassword",
  });
  const bounds = { min: limits.min, max: limits.max, available };
  const { control, handleSubmit, reset } = useContractForm<typeof ZWithdrawFields, { amount: string }>(
    ZWithdrawFields,
    {
      defaultValues: { amount: "", paymentPassword: "" },
      labels: { paymentPassword: "field_payment_password" },
      check: (values) => {
        const amount = checkAmount(values.amount, bounds);
        const amountMessage = amount.problem ? amountProblem(amount) : undefined;
        return {
          amount: limits.countLeft === 0 ? t("err_withdraw_limit") : amountMessage,
          // The account is chosen beside the form (the payout accounts list).
          payoutAccountId: payoutAccountId === null ? t("withdraw_choose_account") : undefined,
          paymentPassword: paymentPasswordProblem(values.paymentPassword, t),
        };
      },
    },
  );
  const amount = useController({ control, name: "amount" }).field;
  const password = useController({ control, name: "paymentPassword" }).field;

  async function send(request: TWithdrawCall): Promise<void> {
    const outcome = await submit({}, request, async (idempotencyKey) => {
      try {
        const withdrawal = await api.request("withdraw", { ...request, idempotencyKey });
        return { kind: "filed" as const, withdrawal };
      } catch (error) {
        const grants = activeBonusesOf(error);
        if (grants === null) throw error;
        return { kind: "bonuses" as const, grants };
      }
    });
    if (!outcome) return;
    if (outcome.kind === "bonuses") {
      askToForfeit(request, outcome.grants);
      return;
    }
    const { withdrawal } = outcome;
    refreshAfterMoneyMoved();
    refreshWithdrawals();
    if (request.forfeitBonuses) refreshCalls(MEMBER_CALLS.bonus);
    reset();
    setDone(t("withdraw_done", { amount: money.withSymbol(withdrawal.amount), orderNo: withdrawal.orderNo }));
  }

  function askToForfeit(request: TWithdrawCall, grants: TActiveBonus[]): void {
    confirmForfeit({
      grants,
      t,
      money: money.withSymbol,
      percent,
      onConfirm: () => void send({ ...request, forfeitBonuses: true }),
    });
  }

  const handleValid = handleSubmit(
    (values) =>
      send({
        amount: checkAmount(values.amount, bounds).minor ?? 0,
        payoutAccountId: payoutAccountId ?? 0,
        paymentPassword: values.paymentPassword,
      }),
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
      data-testid="withdraw-form"
    >
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
        value={amount.value}
        onChange={amount.onChange}
        error={errors.amount}
        testId="withdraw-amount"
        side={
          available !== undefined && (
            <button
              type="button"
              className={`${buttonStyles.ghost} ${form.side}`}
              data-testid="withdraw-all"
              onClick={() => amount.onChange(amountInputText(Math.min(available, limits.max)))}
            >
              {t("transfer_all")}
            </button>
          )
        }
      />
      <PaymentPasswordInput
        id="withdraw-password"
        value={password.value}
        onChange={password.onChange}
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
