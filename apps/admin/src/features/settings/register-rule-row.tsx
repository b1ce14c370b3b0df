import { REGISTER_PATTERNS, type TRegisterField, type TRegisterRule } from "@orchid/contract/register-rules";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import styles from "./settings-page.module.css";

const PATTERN_IDS = Object.keys(REGISTER_PATTERNS).map(Number);

type TDraft = Omit<TRegisterRule, "acceptedPattern">;

/** The row's on/off switches, in column order. */
const RULE_FLAGS = [
  { flag: "enabled", labelKey: "bo_settings_rule_enabled_for" },
  { flag: "required", labelKey: "bo_settings_rule_required_for" },
] as const;

function draftOf(rule: TRegisterRule): TDraft {
  const { acceptedPattern: _, ...draft } = rule;
  return draft;
}

/**
 * One field's rule, saved on its own. The row's controls belong to a form that sits in the first
 * cell (`form` attribute), so Enter in any of them saves the row.
 */
export function RegisterRuleRow(props: { field: TRegisterField; rule: TRegisterRule }) {
  const { t } = useTranslation();
  const { field } = props;
  const change = useConsoleChange("boSetRegisterRule", { refresh: ["boSettings"] });
  const [draft, setDraft] = useState<TDraft>(() => draftOf(props.rule));
  const formId = `rule-${field}`;
  const name = t(`bo_field_${field}`);
  const isDirty = JSON.stringify(draft) !== JSON.stringify(draftOf(props.rule));
  const isMinAboveMax = draft.minLength > draft.maxLength;
  const minError = isMinAboveMax ? "err_min_above_max" : change.fieldErrors.minLength;
  const patternHint = t(`reg_pattern_${draft.patternId}`)
    .replace("(min)", String(draft.minLength))
    .replace("(max)", String(draft.maxLength));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isMinAboveMax) return;
    change.run({ field, ...draft });
  }

  const set = (patch: Partial<TDraft>) => setDraft({ ...draft, ...patch });
  const length = (value: string) => Math.max(0, Math.min(255, Math.trunc(Number(value) || 0)));

  return (
    <tr>
      <th scope="row">
        <form id={formId} onSubmit={handleSubmit}>
          <div>{name}</div>
          <code className="muted mono">{field}</code>
        </form>
      </th>
      {RULE_FLAGS.map(({ flag, labelKey }) => (
        <td key={flag}>
          <input
            type="checkbox"
            form={formId}
            aria-label={t(labelKey, { field: name })}
            checked={draft[flag]}
            onChange={(event) => set({ [flag]: event.target.checked })}
          />
        </td>
      ))}
      <td>
        <select
          className={`select ${styles.patternSelect}`}
          form={formId}
          aria-label={t("bo_settings_rule_pattern_for", { field: name })}
          aria-describedby={`${formId}-pattern`}
          title={REGISTER_PATTERNS[draft.patternId]}
          value={draft.patternId}
          onChange={(event) => set({ patternId: Number(event.target.value) })}
        >
          {PATTERN_IDS.map((id) => (
            <option key={id} value={id}>
              {`${id} · ${REGISTER_PATTERNS[id]}`}
            </option>
          ))}
        </select>
        <small id={`${formId}-pattern`} className={`field-hint ${styles.patternHint}`}>
          {patternHint}
        </small>
      </td>
      <td>
        <input
          type="number"
          className={`input ${styles.narrow}`}
          form={formId}
          min={0}
          max={255}
          aria-label={t("bo_settings_rule_min_for", { field: name })}
          aria-invalid={minError ? true : undefined}
          value={draft.minLength}
          onChange={(event) => set({ minLength: length(event.target.value) })}
        />
        {minError && (
          <small className="field-error" role="alert">
            {t(minError)}
          </small>
        )}
      </td>
      <td>
        <input
          type="number"
          className={`input ${styles.narrow}`}
          form={formId}
          min={0}
          max={255}
          aria-label={t("bo_settings_rule_max_for", { field: name })}
          value={draft.maxLength}
          onChange={(event) => set({ maxLength: length(event.target.value) })}
        />
      </td>
      <td>
        <button
          type="submit"
          form={formId}
          className="btn btn-small btn-primary"
          disabled={!isDirty || change.isPending || isMinAboveMax}
        >
          {t("bo_settings_save")}
        </button>
      </td>
    </tr>
  );
}
