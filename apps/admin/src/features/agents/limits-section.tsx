import { AGENT_CONTRACT_KINDS } from "@orchid/contract/agent";
import type { TAgentContractSettings } from "@orchid/contract/backoffice-agents";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field } from "../../ui/field.tsx";
import { KIND_KEYS } from "./agent-vocabulary.ts";
import styles from "./agents.module.css";
import type { TSettingsDraft } from "./settings-draft.ts";

/**
 * What contracts of this merchant may say: the kinds on offer, tiers and rate per kind at most,
 * when a member counts as active, from which amount a bill waits for review, and when the daily
 * wage runs.
 */
export function LimitsSection(props: {
  form: UseFormReturn<TSettingsDraft, unknown, TAgentContractSettings>;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { register } = props.form;
  const { errors } = props;
  const text = (name: keyof TSettingsDraft | `maxRate.${string}`, mode: "decimal" | "numeric") => ({
    className: "input mono",
    inputMode: mode,
    autoComplete: "off",
    maxLength: 20,
    "aria-invalid": Boolean(errors[name]),
    "data-testid": `agent-settings-${name.replace(".", "-")}`,
  });

  return (
    <section className={`card ${styles.section}`} aria-labelledby="agent-limits">
      <h2 id="agent-limits">{t("bo_agents_limits")}</h2>
      <fieldset className={styles.choices}>
        <legend className="muted">{t("bo_agents_enabled_kinds")}</legend>
        <div className={styles.kinds}>
          {AGENT_CONTRACT_KINDS.map((kind) => (
            <label key={kind} className="check">
              <input
                type="checkbox"
                {...register(`enabledKinds.${kind}`)}
                data-testid={`agent-kind-${kind}`}
              />
              {t(KIND_KEYS[kind])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.fields}>
        <Field label={t("bo_agents_max_tiers")} errorKey={errors.maxTiers}>
          <input {...text("maxTiers", "numeric")} {...register("maxTiers")} />
        </Field>
        {AGENT_CONTRACT_KINDS.map((kind) => (
          <Field
            key={kind}
            label={t("bo_agents_max_rate_of", { kind: t(KIND_KEYS[kind]) })}
            hint={t("bo_agents_rate_hint")}
            errorKey={errors[`maxRate.${kind}`]}
          >
            <input {...text(`maxRate.${kind}`, "decimal")} {...register(`maxRate.${kind}`)} />
          </Field>
        ))}
        <Field
          label={t("bo_agents_active_threshold")}
          hint={t("bo_agents_active_threshold_hint")}
          errorKey={errors.activeMemberMinValidBet}
        >
          <input
            {...text("activeMemberMinValidBet", "decimal")}
            placeholder="0.00"
            {...register("activeMemberMinValidBet")}
          />
        </Field>
        <Field
          label={t("bo_agents_review_above")}
          hint={t("bo_agents_review_above_hint")}
          errorKey={errors.reviewAbove}
        >
          <input {...text("reviewAbove", "decimal")} placeholder="0.00" {...register("reviewAbove")} />
        </Field>
        <Field
          label={t("bo_agents_daily_run")}
          hint={t("bo_agents_daily_run_hint")}
          errorKey={errors.dailyRunAt}
        >
          <input
            {...text("dailyRunAt", "numeric")}
            type="time"
            min="00:00"
            max="12:00"
            {...register("dailyRunAt")}
          />
        </Field>
      </div>
    </section>
  );
}
