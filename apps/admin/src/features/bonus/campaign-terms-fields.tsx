import type { TBonusTrigger, TCampaignInput } from "@orchid/contract/bonus";
import { GAME_TYPES } from "@orchid/contract/games";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field } from "../../ui/field.tsx";
import styles from "./bonus.module.css";
import { BASIS_KEYS, REWARD_KIND_KEYS } from "./bonus-vocabulary.ts";
import type { TCampaignDraft } from "./campaign-draft.ts";
import { basesFor, comesWithDeposit, rewardKindsFor } from "./campaign-rules.ts";
import { moneyInput, wholeInput } from "./form-inputs.ts";

type TForm = UseFormReturn<TCampaignDraft, unknown, TCampaignInput>;

/**
 * What a grant gives and how it is played through. Only the choices the trigger allows are
 * offered (a percentage and a deposit basis need a deposit). Once the campaign has granted, both
 * sections are read-only: the server keeps them as its grants were made.
 */
export function CampaignTermsFields(props: {
  form: TForm;
  errors: Record<string, string>;
  trigger: TBonusTrigger;
  isLocked: boolean;
}) {
  const { t } = useTranslation();
  const { register, control } = props.form;
  const { errors, trigger } = props;
  const kind = useWatch({ control, name: "reward.kind" });
  const withDeposit = comesWithDeposit(trigger);
  const bonusError = errors["wagering.bonus"];

  return (
    <fieldset className={styles.plain} disabled={props.isLocked} data-testid="bonus-terms">
      <fieldset className={styles.section}>
        <legend>{t("bo_bonus_reward")}</legend>
        <div className={styles.fields}>
          <Field
            label={t("bo_bonus_reward_kind")}
            hint={withDeposit ? undefined : t("bo_bonus_fixed_only_hint")}
            errorKey={errors["reward.kind"]}
          >
            <select
              className="select"
              aria-invalid={Boolean(errors["reward.kind"])}
              {...register("reward.kind")}
              data-testid="bonus-reward-kind"
            >
              {rewardKindsFor(trigger).map((option) => (
                <option key={option} value={option}>
                  {t(REWARD_KIND_KEYS[option])}
                </option>
              ))}
            </select>
          </Field>
          {kind === "percent" ? (
            <>
              <Field
                label={t("bo_bonus_percent")}
                hint={t("bo_bonus_percent_hint")}
                errorKey={errors["reward.percent"]}
              >
                <input
                  {...wholeInput(errors["reward.percent"], "bonus-reward-percent", 4)}
                  {...register("reward.percent")}
                />
              </Field>
              <Field
                label={t("bo_bonus_cap")}
                hint={t("bo_bonus_cap_hint")}
                errorKey={errors["reward.cap"] ?? bonusError}
              >
                <input
                  {...moneyInput(errors["reward.cap"] ?? bonusError, "bonus-reward-cap")}
                  {...register("reward.cap")}
                />
              </Field>
            </>
          ) : (
            <Field label={t("bo_bonus_amount")} errorKey={errors["reward.amount"] ?? bonusError}>
              <input
                {...moneyInput(errors["reward.amount"] ?? bonusError, "bonus-reward-amount")}
                {...register("reward.amount")}
              />
            </Field>
          )}
          {withDeposit && (
            <Field
              label={t("bo_bonus_min_deposit")}
              hint={t("bo_bonus_min_deposit_hint")}
              errorKey={errors["reward.minDeposit"] ?? errors["wagering.deposit"]}
            >
              <input
                {...moneyInput(errors["reward.minDeposit"], "bonus-reward-min-deposit")}
                {...register("reward.minDeposit")}
              />
            </Field>
          )}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t("bo_bonus_wagering")}</legend>
        <p className={styles.note}>{t("bo_bonus_wagering_hint")}</p>
        <div className={styles.fields}>
          <Field
            label={t("bo_bonus_multiple")}
            hint={t("bo_bonus_multiple_hint")}
            errorKey={errors["wagering.multiple"]}
          >
            <input
              {...wholeInput(errors["wagering.multiple"], "bonus-wagering-multiple", 3)}
              {...register("wagering.multiple")}
            />
          </Field>
          <Field
            label={t("bo_bonus_basis")}
            hint={withDeposit ? undefined : t("bo_bonus_basis_only_hint")}
            errorKey={errors["wagering.basis"]}
          >
            <select
              className="select"
              aria-invalid={Boolean(errors["wagering.basis"])}
              {...register("wagering.basis")}
              data-testid="bonus-wagering-basis"
            >
              {basesFor(trigger).map((basis) => (
                <option key={basis} value={basis}>
                  {t(BASIS_KEYS[basis])}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={t("bo_bonus_max_bet")}
            hint={t("bo_bonus_max_bet_hint")}
            errorKey={errors["wagering.maxBet"]}
          >
            <input
              {...moneyInput(errors["wagering.maxBet"], "bonus-wagering-max-bet")}
              placeholder={t("bo_bonus_no_limit")}
              {...register("wagering.maxBet")}
            />
          </Field>
          <Field
            label={t("bo_bonus_expiry_days")}
            hint={t("bo_bonus_expiry_days_hint")}
            errorKey={errors["wagering.expiryDays"]}
          >
            <input
              {...wholeInput(errors["wagering.expiryDays"], "bonus-wagering-expiry", 3)}
              {...register("wagering.expiryDays")}
            />
          </Field>
        </div>
        <fieldset className={styles.plain}>
          <legend className="muted">{t("bo_bonus_contributions")}</legend>
          <p className={styles.note}>{t("bo_bonus_contributions_hint")}</p>
          {errors["wagering.contributions"] && (
            <p className="field-error" role="alert">
              {t(errors["wagering.contributions"])}
            </p>
          )}
          <div className={styles.contributions}>
            {GAME_TYPES.map((type) => {
              const errorKey = errors[`wagering.contributions.${type}`];
              return (
                <Field key={type} label={type} errorKey={errorKey}>
                  <input
                    {...wholeInput(errorKey, `bonus-contribution-${type}`, 3)}
                    placeholder="0"
                    {...register(`wagering.contributions.${type}`)}
                  />
                </Field>
              );
            })}
          </div>
        </fieldset>
      </fieldset>
    </fieldset>
  );
}
