import type { TBoPaymentSettings } from "@orchid/contract/backoffice-payments";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { AmountField } from "../../money/amount-field.tsx";
import { Field } from "../../ui/field.tsx";
import styles from "./payments.module.css";
import { rulesDraftOf, rulesRequestOf, type TRulesDraft } from "./withdrawal-rules.ts";

/**
 * The merchant's withdrawal rules: per-withdrawal range, daily count and amount, the amount from
 * which approving needs a second operator, and how long a payout waits for the member's answer.
 */
export function WithdrawalRulesForm(props: { settings: TBoPaymentSettings }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => rulesDraftOf(props.settings));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const save = useConsoleChange("boSetPaymentSettings", { refresh: ["boPaymentSettings"] });
  const errors = { ...save.fieldErrors, ...localErrors };
  const change = (patch: Partial<TRulesDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setLocalErrors({});
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = rulesRequestOf(draft);
    if (!result.ok) return setLocalErrors(result.errors);
    save.run(result.request);
  }

  const amount = (field: keyof TRulesDraft, labelKey: string, hintKey?: string) => (
    <AmountField
      label={t(labelKey)}
      hint={hintKey ? t(hintKey) : undefined}
      value={draft[field]}
      errorKey={errors[field]}
      onChange={(value) => change({ [field]: value })}
      testId={`rules-${field}`}
    />
  );
  const whole = (field: keyof TRulesDraft, labelKey: string, hintKey: string) => (
    <Field label={t(labelKey)} hint={t(hintKey)} errorKey={errors[field]}>
      <input
        className="input mono"
        inputMode="numeric"
        value={draft[field]}
        aria-invalid={Boolean(errors[field])}
        onChange={(event) => change({ [field]: event.target.value })}
        data-testid={`rules-${field}`}
      />
    </Field>
  );

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="withdrawal-rules">
      <h2 id="withdrawal-rules" className={styles.flat}>
        {t("bo_rules_title")}
      </h2>
      <div className={styles.fields}>
        {amount("withdrawMin", "bo_rules_min")}
        {amount("withdrawMax", "bo_rules_max")}
        {whole("withdrawDailyCount", "bo_rules_daily_count", "bo_rules_daily_count_hint")}
        {amount("withdrawDailyMax", "bo_rules_daily_max")}
        {amount("withdrawFourEyesMin", "bo_rules_four_eyes", "bo_rules_four_eyes_hint")}
        {whole("payoutConfirmMinutes", "bo_rules_confirm_minutes", "bo_rules_confirm_minutes_hint")}
      </div>
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={save.isPending} data-testid="rules-save">
          {t("bo_rules_save")}
        </button>
      </div>
    </form>
  );
}
