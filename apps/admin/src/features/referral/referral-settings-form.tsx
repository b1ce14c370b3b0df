import { zodResolver } from "@hookform/resolvers/zod";
import type { TReferralSettings } from "@orchid/contract/referral";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { Field } from "../../ui/field.tsx";
import { flattenErrors } from "../agents/form-errors.ts";
import { moneyInput, wholeInput } from "../bonus/form-inputs.ts";
import styles from "./referral.module.css";
import {
  referralDraftOf,
  referralRewardAfterUnitChange,
  type TReferralDraft,
  type TReferralRewardUnit,
  ZReferralDraft,
} from "./referral-draft.ts";
import { REFERRAL_REWARD_UNITS, REFERRAL_UNIT_KEYS } from "./referral-vocabulary.ts";

/**
 * The merchant's referral rules: the switch, what an invitee must deposit and bet in all before
 * the inviter earns, the reward in cash or points, and how long it waits in the reward centre.
 * Operators without bonus.write see them read-only.
 */
export function ReferralSettingsForm(props: { settings: TReferralSettings; canWrite: boolean }) {
  const { t } = useTranslation();
  const form = useForm<TReferralDraft, unknown, TReferralSettings>({
    defaultValues: referralDraftOf(props.settings),
    resolver: zodResolver(ZReferralDraft),
  });
  const save = useConsoleChange("boSaveReferralSettings", {
    refresh: ["boReferralSettings"],
    successKey: "bo_referral_saved",
    onSuccess: (value) => form.reset(referralDraftOf(value)),
  });
  const errors = { ...flattenErrors(form.formState.errors), ...save.fieldErrors };
  const rewardUnit = useWatch({ control: form.control, name: "rewardUnit" });
  const isPoints = rewardUnit === "points";
  const { register } = form;

  return (
    <form
      className={`card ${styles.form}`}
      noValidate
      onSubmit={form.handleSubmit((input) => save.run(input))}
      data-testid="referral-settings-form"
    >
      {!props.canWrite && (
        <p className={styles.note} role="note">
          {t("bo_referral_read_only")}
        </p>
      )}
      <fieldset className={styles.plain} disabled={!props.canWrite}>
        <div className={styles.checks}>
          <label className="check">
            <input type="checkbox" {...register("enabled")} data-testid="referral-enabled" />
            {t("bo_referral_enabled")}
          </label>
        </div>
        <p className={styles.note}>{t("bo_referral_enabled_hint")}</p>

        <fieldset className={styles.section}>
          <legend>{t("bo_referral_conditions")}</legend>
          <p className={styles.note}>{t("bo_referral_conditions_hint")}</p>
          <div className={styles.fields}>
            <Field
              label={t("bo_referral_min_deposit")}
              hint={t("bo_referral_min_deposit_hint")}
              errorKey={errors.minDeposit}
            >
              <input {...moneyInput(errors.minDeposit, "referral-min-deposit")} {...register("minDeposit")} />
            </Field>
            <Field
              label={t("bo_referral_min_valid_bet")}
              hint={t("bo_referral_min_valid_bet_hint")}
              errorKey={errors.minValidBet}
            >
              <input
                {...moneyInput(errors.minValidBet, "referral-min-valid-bet")}
                {...register("minValidBet")}
              />
            </Field>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t("bo_referral_reward_section")}</legend>
          <div className={styles.fields}>
            <Controller
              control={form.control}
              name="rewardUnit"
              render={({ field }) => (
                <Field label={t("bo_referral_reward_unit")} errorKey={errors.rewardUnit}>
                  <select
                    className="select"
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    aria-invalid={Boolean(errors.rewardUnit)}
                    onChange={(event) => {
                      const next = event.target.value as TReferralRewardUnit;
                      form.setValue(
                        "reward",
                        referralRewardAfterUnitChange(form.getValues("reward"), field.value, next),
                        { shouldDirty: true },
                      );
                      field.onChange(next);
                    }}
                    data-testid="referral-reward-unit"
                  >
                    {REFERRAL_REWARD_UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {t(REFERRAL_UNIT_KEYS[unit])}
                      </option>
                    ))}
                  </select>
                </Field>
              )}
            />
            <Field
              label={t(isPoints ? "bo_referral_reward_points" : "bo_referral_reward_cash")}
              hint={t(isPoints ? "bo_referral_reward_points_hint" : "bo_referral_reward_cash_hint")}
              errorKey={errors.reward}
            >
              {isPoints ? (
                <input
                  {...wholeInput(errors.reward, "referral-reward", 13)}
                  placeholder="0"
                  {...register("reward")}
                />
              ) : (
                <input {...moneyInput(errors.reward, "referral-reward")} {...register("reward")} />
              )}
            </Field>
            <Field
              label={t("bo_referral_claim_days")}
              hint={t("bo_referral_claim_days_hint")}
              errorKey={errors.claimDays}
            >
              <input {...wholeInput(errors.claimDays, "referral-claim-days", 3)} {...register("claimDays")} />
            </Field>
          </div>
        </fieldset>
      </fieldset>

      {props.canWrite && (
        <div className="row">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending}
            data-testid="referral-save"
          >
            {save.isPending ? t("bo_referral_saving") : t("bo_referral_save")}
          </button>
          <button
            type="button"
            className="btn"
            disabled={save.isPending || !form.formState.isDirty}
            onClick={() => form.reset()}
          >
            {t("bo_referral_undo")}
          </button>
        </div>
      )}
    </form>
  );
}
