import type { TBoWithdrawal } from "@orchid/contract/backoffice-payments";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { AmountField } from "../../money/amount-field.tsx";
import { newIdempotencyKey } from "../../money/idempotency-key.ts";
import { minorToMajorInput, parseMajorAmount } from "../../money/major-amount.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import styles from "./payments.module.css";

/**
 * Pays an approved withdrawal: all that is still held (the default) or a part of it; the rest can
 * be paid later or released. Each submit carries its own idempotency key.
 */
export function PayoutForm(props: { withdrawal: TBoWithdrawal }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const w = props.withdrawal;
  const [amount, setAmount] = useState(() => minorToMajorInput(w.remaining));
  const [localError, setLocalError] = useState<string | null>(null);
  const pay = useConsoleChange("boPayWithdrawal", {
    refresh: ["boWithdrawals", "boDashboard"],
    successKey: "bo_payout_sent",
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseMajorAmount(amount);
    if (!parsed.ok) return setLocalError(parsed.errorKey);
    if (parsed.minor > w.remaining) return setLocalError("bo_payout_above_remaining");
    setLocalError(null);
    pay.run({ id: w.id, amount: parsed.minor, idempotencyKey: newIdempotencyKey() });
  }

  return (
    <form className={`stack ${styles.actionPanel}`} onSubmit={submit} noValidate>
      <h3>{t("bo_payout_title")}</h3>
      <AmountField
        label={t("bo_payout_amount")}
        hint={t("bo_payout_amount_hint", { remaining: formatMinor(w.remaining) })}
        value={amount}
        errorKey={localError ?? pay.fieldErrors.amount}
        onChange={(value) => {
          setAmount(value);
          setLocalError(null);
        }}
        testId="payout-amount"
      />
      <div className="row">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={pay.isPending}
          data-testid="payout-submit"
        >
          {t("bo_payout_submit")}
        </button>
      </div>
    </form>
  );
}
