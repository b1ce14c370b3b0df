import { zodResolver } from "@hookform/resolvers/zod";
import type { TSabongSettings } from "@orchid/contract/sabong";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { Field } from "../../ui/field.tsx";
import { flattenErrors } from "../agents/form-errors.ts";
import { moneyInput, wholeInput } from "../bonus/form-inputs.ts";
import styles from "./sabong.module.css";
import { sabongDraftOf, type TSabongDraft, ZSabongDraft } from "./settings-draft.ts";

/**
 * The merchant's cockfight settings: the plasada as a percentage, the least payout per 100 a
 * fight may close with, the draw's fixed odds, the stake limits in money and the stream. A fight
 * keeps the plasada and odds it opened with. Operators without sabong.run see them read-only.
 */
export function SabongSettingsForm(props: { settings: TSabongSettings; canWrite: boolean }) {
  const { t } = useTranslation();
  const form = useForm<TSabongDraft, unknown, TSabongSettings>({
    defaultValues: sabongDraftOf(props.settings),
    resolver: zodResolver(ZSabongDraft),
  });
  const save = useConsoleChange("boSaveSabongSettings", {
    refresh: ["boSabongSettings"],
    successKey: "bo_sabong_settings_saved",
    onSuccess: (value) => form.reset(sabongDraftOf(value)),
  });
  const errors = { ...flattenErrors(form.formState.errors), ...save.fieldErrors };
  const { register } = form;

  return (
    <form
      className={`card ${styles.form}`}
      noValidate
      onSubmit={form.handleSubmit((input) => save.run(input))}
      data-testid="sabong-settings-form"
    >
      {!props.canWrite && (
        <p className={styles.note} role="note">
          {t("bo_sabong_settings_read_only")}
        </p>
      )}
      <p className={styles.note}>{t("bo_sabong_settings_explained")}</p>
      <fieldset className={styles.plain} disabled={!props.canWrite}>
        <fieldset className={styles.section}>
          <legend>{t("bo_sabong_pools_section")}</legend>
          <div className={styles.fields}>
            <Field
              label={t("bo_sabong_plasada_percent")}
              hint={t("bo_sabong_plasada_hint")}
              errorKey={errors.plasadaBp}
            >
              <span className={styles.withUnit}>
                <input
                  {...moneyInput(errors.plasadaBp, "sabong-plasada")}
                  placeholder="5.00"
                  maxLength={6}
                  {...register("plasada")}
                />
                <span aria-hidden="true">%</span>
              </span>
            </Field>
            <Field
              label={t("bo_sabong_min_per_100")}
              hint={t("bo_sabong_min_per_100_hint")}
              errorKey={errors.minPer100}
            >
              <input
                {...moneyInput(errors.minPer100, "sabong-min-per100")}
                placeholder="107.00"
                maxLength={9}
                {...register("minPer100")}
              />
            </Field>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t("bo_sabong_draw_section")}</legend>
          <p className={styles.note}>{t("bo_sabong_draw_hint")}</p>
          <div className={styles.oddsFields}>
            <Field label={t("bo_sabong_draw_profit")} errorKey={errors.drawProfit}>
              <input
                {...wholeInput(errors.drawProfit, "sabong-draw-profit", 3)}
                {...register("drawProfit")}
              />
            </Field>
            <span className={styles.colon} aria-hidden="true">
              :
            </span>
            <Field label={t("bo_sabong_draw_per")} errorKey={errors.drawPer}>
              <input {...wholeInput(errors.drawPer, "sabong-draw-per", 3)} {...register("drawPer")} />
            </Field>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t("bo_sabong_stakes_section")}</legend>
          <div className={styles.fields}>
            <Field
              label={t("bo_sabong_min_stake")}
              hint={t("bo_sabong_stake_hint")}
              errorKey={errors.minStake}
            >
              <input {...moneyInput(errors.minStake, "sabong-min-stake")} {...register("minStake")} />
            </Field>
            <Field label={t("bo_sabong_max_stake")} errorKey={errors.maxStake}>
              <input {...moneyInput(errors.maxStake, "sabong-max-stake")} {...register("maxStake")} />
            </Field>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t("bo_sabong_stream_section")}</legend>
          <Field
            label={t("bo_sabong_stream_url")}
            hint={t("bo_sabong_stream_hint")}
            errorKey={errors.streamUrl}
          >
            <input
              className="input mono"
              type="url"
              inputMode="url"
              autoComplete="off"
              maxLength={500}
              placeholder="https://"
              aria-invalid={Boolean(errors.streamUrl)}
              data-testid="sabong-stream-url"
              {...register("streamUrl")}
            />
          </Field>
        </fieldset>
      </fieldset>

      {props.canWrite && (
        <div className="row">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending}
            data-testid="sabong-settings-save"
          >
            {save.isPending ? t("bo_sabong_saving") : t("bo_sabong_save")}
          </button>
          <button
            type="button"
            className="btn"
            disabled={save.isPending || !form.formState.isDirty}
            onClick={() => form.reset()}
          >
            {t("bo_sabong_undo")}
          </button>
        </div>
      )}
    </form>
  );
}
