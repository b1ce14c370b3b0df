import { zodResolver } from "@hookform/resolvers/zod";
import { GAME_TYPES } from "@orchid/contract/games";
import type { TPointsSettings } from "@orchid/contract/points";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { Field } from "../../ui/field.tsx";
import { flattenErrors } from "../agents/form-errors.ts";
import { BonusTextField } from "../bonus/bonus-text-field.tsx";
import { moneyInput, wholeInput } from "../bonus/form-inputs.ts";
import { ExchangeExampleLine } from "./exchange-example-line.tsx";
import styles from "./points.module.css";
import { GAME_TYPE_KEYS } from "./points-vocabulary.ts";
import {
  pointsSettingsDraftOf,
  RULES_MAX,
  type TPointsSettingsDraft,
  type TPointsSettingsValue,
  ZPointsSettingsDraft,
} from "./settings-draft.ts";

/**
 * The merchant's points rules: the switch, points earned per 100.00 of valid bet by game type and
 * per 100.00 deposited, the exchange rate (with a live example) and smallest conversion, and the
 * rules members read. Operators without bonus.write see them read-only.
 */
export function PointsSettingsForm(props: { settings: TPointsSettingsValue; canWrite: boolean }) {
  const { t } = useTranslation();
  const form = useForm<TPointsSettingsDraft, unknown, TPointsSettings>({
    defaultValues: pointsSettingsDraftOf(props.settings),
    resolver: zodResolver(ZPointsSettingsDraft),
  });
  const save = useConsoleChange("boSavePointsSettings", {
    refresh: ["boPointsSettings"],
    successKey: "bo_points_settings_saved",
    onSuccess: (value) => form.reset(pointsSettingsDraftOf(value)),
  });
  const errors = { ...flattenErrors(form.formState.errors), ...save.fieldErrors };
  const { register } = form;

  return (
    <form
      className={`card ${styles.form}`}
      noValidate
      onSubmit={form.handleSubmit((input) => save.run(input))}
      data-testid="points-settings-form"
    >
      {!props.canWrite && (
        <p className={styles.note} role="note">
          {t("bo_points_read_only")}
        </p>
      )}
      <fieldset className={styles.plain} disabled={!props.canWrite}>
        <div className={styles.checks}>
          <label className="check">
            <input type="checkbox" {...register("enabled")} data-testid="points-enabled" />
            {t("bo_points_enabled")}
          </label>
        </div>
        <p className={styles.note}>{t("bo_points_enabled_hint")}</p>

        <fieldset className={styles.section}>
          <legend>{t("bo_points_earning")}</legend>
          <p className={styles.note}>{t("bo_points_earning_hint")}</p>
          <div className={styles.rates}>
            {GAME_TYPES.map((type) => {
              const errorKey = errors[`earn.${type}`];
              return (
                <Field key={type} label={`${t(GAME_TYPE_KEYS[type])} (${type})`} errorKey={errorKey}>
                  <input
                    {...wholeInput(errorKey, `points-earn-${type}`, 9)}
                    placeholder="0"
                    {...register(`earn.${type}`)}
                  />
                </Field>
              );
            })}
          </div>
          <div className={styles.fields}>
            <Field
              label={t("bo_points_deposit_rate")}
              hint={t("bo_points_deposit_rate_hint")}
              errorKey={errors.depositRate}
            >
              <input
                {...wholeInput(errors.depositRate, "points-deposit-rate", 9)}
                {...register("depositRate")}
              />
            </Field>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t("bo_points_exchange")}</legend>
          <p className={styles.note}>{t("bo_points_exchange_hint")}</p>
          <div className={styles.fields}>
            <Field label={t("bo_points_exchange_points")} errorKey={errors["exchange.points"]}>
              <input
                {...wholeInput(errors["exchange.points"], "points-exchange-points", 9)}
                {...register("exchange.points")}
              />
            </Field>
            <Field
              label={t("bo_points_exchange_cash")}
              hint={t("bo_points_exchange_cash_hint")}
              errorKey={errors["exchange.minor"]}
            >
              <input
                {...moneyInput(errors["exchange.minor"], "points-exchange-cash")}
                {...register("exchange.minor")}
              />
            </Field>
            <Field
              label={t("bo_points_min_convert")}
              hint={t("bo_points_min_convert_hint")}
              errorKey={errors.minConvert}
            >
              <input
                {...wholeInput(errors.minConvert, "points-min-convert", 13)}
                {...register("minConvert")}
              />
            </Field>
          </div>
          <ExchangeExampleLine control={form.control} />
        </fieldset>
      </fieldset>

      <Controller
        control={form.control}
        name="rules"
        render={({ field }) => (
          <BonusTextField
            label={t("bo_points_rules")}
            path="rules"
            value={field.value}
            onChange={field.onChange}
            errors={errors}
            maxLength={RULES_MAX}
            isMultiline
          />
        )}
      />

      {props.canWrite && (
        <div className="row">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending}
            data-testid="points-save"
          >
            {save.isPending ? t("bo_points_saving") : t("bo_points_save_settings")}
          </button>
          <button
            type="button"
            className="btn"
            disabled={save.isPending || !form.formState.isDirty}
            onClick={() => form.reset()}
          >
            {t("bo_points_undo")}
          </button>
        </div>
      )}
    </form>
  );
}
