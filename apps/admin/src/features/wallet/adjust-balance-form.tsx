import type { TBoAdjustmentRequest } from "@orchid/contract/backoffice-payments";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { AmountField } from "../../money/amount-field.tsx";
import { parseMajorAmount } from "../../money/major-amount.ts";
import { Field } from "../../ui/field.tsx";
import styles from "./wallet.module.css";

type TDirection = TBoAdjustmentRequest["direction"];
type TKind = TBoAdjustmentRequest["kind"];

const DIRECTIONS: { value: TDirection; labelKey: string }[] = [
  { value: "credit", labelKey: "bo_adjust_credit" },
  { value: "debit", labelKey: "bo_adjust_debit" },
];
const KINDS: { value: TKind; labelKey: string }[] = [
  { value: "adjustment", labelKey: "bo_adjust_kind_adjustment" },
  { value: "bonus", labelKey: "bo_adjust_kind_bonus" },
];

/**
 * Asks for a manual credit or debit of the member's main wallet. Nothing moves yet: the request
 * waits in Approvals until a second operator approves it.
 */
export function AdjustBalanceForm(props: { memberId: number }) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<TDirection>("credit");
  const [kind, setKind] = useState<TKind>("adjustment");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [amountError, setAmountError] = useState<string | null>(null);
  const [sentId, setSentId] = useState<number | null>(null);
  const adjust = useConsoleChange("boAdjustBalance", {
    refresh: ["boApprovals"],
    successKey: (value) => ({ key: "bo_adjust_sent", values: { id: value.approvalId } }),
    onSuccess: (value) => {
      setSentId(value.approvalId);
      setAmount("");
      setReason("");
    },
  });
  const errors = adjust.fieldErrors;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseMajorAmount(amount);
    if (!parsed.ok) return setAmountError(parsed.errorKey);
    setSentId(null);
    adjust.run({ memberId: props.memberId, direction, kind, amount: parsed.minor, reason: reason.trim() });
  }

  return (
    <form className={`stack ${styles.adjust}`} onSubmit={submit} noValidate aria-labelledby="adjust-balance">
      <h3 id="adjust-balance" className={styles.flat}>
        {t("bo_adjust_title")}
      </h3>
      {sentId !== null && (
        <p className={`notice-ok ${styles.flat}`} role="status" data-testid="adjust-sent">
          {t("bo_adjust_sent", { id: sentId })} <Link to="/approvals">{t("bo_open_approvals")}</Link>
        </p>
      )}
      <div role="radiogroup" aria-label={t("bo_adjust_direction")} className="row">
        {DIRECTIONS.map((option) => (
          <label key={option.value} className="check">
            <input
              type="radio"
              name="adjust-direction"
              value={option.value}
              checked={direction === option.value}
              onChange={() => setDirection(option.value)}
              data-testid={`adjust-${option.value}`}
            />
            {t(option.labelKey)}
          </label>
        ))}
      </div>
      <div className={styles.fields}>
        <Field label={t("bo_adjust_kind")} errorKey={errors.kind}>
          <select className="select" value={kind} onChange={(event) => setKind(event.target.value as TKind)}>
            {KINDS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.labelKey)}
              </option>
            ))}
          </select>
        </Field>
        <AmountField
          label={t("bo_adjust_amount")}
          value={amount}
          errorKey={amountError ?? errors.amount}
          onChange={(value) => {
            setAmount(value);
            setAmountError(null);
          }}
          testId="adjust-amount"
        />
      </div>
      <Field label={t("bo_adjust_reason")} hint={t("bo_adjust_reason_hint")} errorKey={errors.reason}>
        <input
          className="input"
          value={reason}
          maxLength={200}
          aria-invalid={Boolean(errors.reason)}
          onChange={(event) => setReason(event.target.value)}
          data-testid="adjust-reason"
        />
      </Field>
      <div>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={adjust.isPending || reason.trim().length < 2 || !amount.trim()}
          data-testid="adjust-submit"
        >
          {t("bo_adjust_submit")}
        </button>
      </div>
      <small className="field-hint">{t("bo_adjust_four_eyes_hint")}</small>
    </form>
  );
}
