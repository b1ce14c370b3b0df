import { ApiError } from "@orchid/contract/api-error";
import { type TPointsConfig, ZConvertRequest } from "@orchid/contract/points";
import { useState } from "react";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import form from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";
import { messagesOf } from "../../ui/contract-resolver.ts";
import { FormField } from "../../ui/form-field.tsx";
import { useContractForm } from "../../ui/use-contract-form.ts";
import { refreshAfterMoneyMoved } from "../wallet/member-data-keys.ts";
import { MoneyFormFooter } from "../wallet/money-form-footer.tsx";
import { PaymentPasswordInput } from "../wallet/payment-password-input.tsx";
import { useMoney } from "../wallet/use-money.ts";
import { useMoneyForm } from "../wallet/use-money-form.ts";
import { PasswordNotice } from "./password-notice.tsx";
import styles from "./points.module.css";
import { checkConvert, parsePoints } from "./points-checks.ts";
import { cashForPoints, MAX_CONVERT_POINTS } from "./points-math.ts";
import { refreshPoints, useHasPaymentPassword, usePointsBalance } from "./points-queries.ts";
import { usePointsFormat, usePointsProblemText } from "./use-points-format.ts";

/** The typed fields of the request; the points are typed as text and read on submit. */
const ZConvertFields = ZConvertRequest.pick({ paymentPassword: true });

/**
 * Converting points to cash in the main wallet: the balance, the rate and the minimum, the points
 * with the cash they make (rounded down, as credited), the payment password. One idempotency key
 * per submit, reused only to send the same conversion again after a network failure.
 */
export function ConvertForm({ config }: { config: TPointsConfig }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = usePointsFormat();
  const problemText = usePointsProblemText();
  const balance = usePointsBalance().data?.balance;
  const hasPassword = useHasPaymentPassword();
  const [isPasswordRefused, setIsPasswordRefused] = useState(false);
  const [done, setDone] = useState("");
  const { errors, formError, isBusy, submit } = useMoneyForm({
    POINTS_SHORT: "points",
    POINTS_DISABLED: "points",
    AMOUNT_OUT_OF_RANGE: "points",
    PAYMENT_PASSWORD_WRONG: "paymentPassword",
    PAYMENT_PASSWORD_REQUIRED: "paymentPassword",
  });
  const limits = { enabled: config.enabled, balance, minConvert: config.minConvert, rate: config.exchange };
  const { control, handleSubmit, reset } = useContractForm<typeof ZConvertFields, { points: string }>(
    ZConvertFields,
    {
      defaultValues: { points: "", paymentPassword: "" },
      labels: { points: "points_convert_points", paymentPassword: "field_payment_password" },
      check: (values) => {
        const found = checkConvert(values, limits);
        return {
          points: problemText(found.points, "points_convert_points"),
          paymentPassword: problemText(found.paymentPassword, "field_payment_password"),
        };
      },
    },
  );
  const points = useController({ control, name: "points" }).field;
  const password = useController({ control, name: "paymentPassword" }).field;
  const typed = parsePoints(points.value).points;
  const gives = typed === null ? 0 : cashForPoints(typed, config.exchange);
  const isPasswordMissing = hasPassword === false || isPasswordRefused;

  const handleValid = handleSubmit(
    async (values) => {
      const value = checkConvert(values, limits).value;
      if (!value) return;
      const request = { points: value.points, paymentPassword: values.paymentPassword };
      const converted = await submit({}, request, async (idempotencyKey) => {
        try {
          return await api.request("pointConvert", { ...request, idempotencyKey });
        } catch (error) {
          if (error instanceof ApiError && error.code === "PAYMENT_PASSWORD_REQUIRED")
            setIsPasswordRefused(true);
          if (error instanceof ApiError && error.code === "POINTS_SHORT") refreshPoints();
          throw error;
        }
      });
      if (!converted) return;
      refreshPoints();
      refreshAfterMoneyMoved();
      reset();
      setDone(
        t("points_convert_done", {
          points: format.count(converted.points),
          amount: money.withSymbol(converted.credited),
        }),
      );
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
      data-testid="points-convert-form"
    >
      <h3 className={centre.cardTitle}>{t("points_convert_title")}</h3>
      <dl className={styles.totals}>
        <div>
          <dt>{t("points_balance")}</dt>
          <dd data-testid="points-convert-balance">{balance === undefined ? "…" : format.count(balance)}</dd>
        </div>
        <div>
          <dt>{t("points_convert_rate")}</dt>
          <dd data-testid="points-convert-rate">
            {t("points_exchange_value", {
              points: format.count(config.exchange.points),
              amount: money.withSymbol(config.exchange.minor),
            })}
          </dd>
        </div>
        <div>
          <dt>{t("points_convert_min")}</dt>
          <dd data-testid="points-convert-min">
            {t("points_amount", { points: format.count(config.minConvert) })}
          </dd>
        </div>
      </dl>
      {isPasswordMissing && <PasswordNotice testId="points-convert-no-password" />}
      <FormField
        id="points-convert-points"
        label={t("points_convert_points")}
        error={errors.points}
        isRequired
      >
        <div className={form.row}>
          <input
            id="points-convert-points"
            className={form.input}
            inputMode="numeric"
            autoComplete="off"
            maxLength={13}
            placeholder="0"
            value={points.value}
            aria-invalid={Boolean(errors.points)}
            aria-describedby={
              errors.points ? "points-convert-gives points-convert-points-error" : "points-convert-gives"
            }
            data-testid="points-convert-points"
            onChange={(event) => points.onChange(event.target.value.replace(/[^\d\s]/g, ""))}
          />
          {balance !== undefined && balance > 0 && (
            <button
              type="button"
              className={`${buttonStyles.ghost} ${form.side}`}
              data-testid="points-convert-all"
              onClick={() => points.onChange(String(Math.min(balance, MAX_CONVERT_POINTS)))}
            >
              {t("transfer_all")}
            </button>
          )}
        </div>
        <span
          className={form.hint}
          id="points-convert-gives"
          aria-live="polite"
          data-testid="points-convert-gives"
        >
          {t("points_convert_gives", { amount: money.withSymbol(gives) })}
        </span>
      </FormField>
      <PaymentPasswordInput
        id="points-convert-password"
        value={password.value}
        onChange={password.onChange}
        error={errors.paymentPassword}
        testId="points-convert-password"
      />
      <MoneyFormFooter
        testId="points-convert"
        formError={formError}
        done={done}
        isDisabled={isBusy || isPasswordMissing}
        label={t("points_convert_submit")}
      />
    </form>
  );
}
