import type { TBonusTrigger, TCampaignInput } from "@orchid/contract/bonus";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field } from "../../ui/field.tsx";
import styles from "./bonus.module.css";
import type { TCampaignDraft } from "./campaign-draft.ts";
import { namesMissions } from "./campaign-rules.ts";
import { wholeInput } from "./form-inputs.ts";
import { MissionPicker } from "./mission-picker.tsx";

type TOnce = "oncePerMember" | "oncePerDevice" | "oncePerPayoutAccount";

const ONCE: { field: TOnce; labelKey: string }[] = [
  { field: "oncePerMember", labelKey: "bo_bonus_once_per_member" },
  { field: "oncePerDevice", labelKey: "bo_bonus_once_per_device" },
  { field: "oncePerPayoutAccount", labelKey: "bo_bonus_once_per_payout_account" },
];

/**
 * Who may receive it (an empty list means anyone) and how often; for a "mission done" trigger,
 * which missions grant it (none ticked: any mission).
 */
export function CampaignConditionsFields(props: {
  form: UseFormReturn<TCampaignDraft, unknown, TCampaignInput>;
  errors: Record<string, string>;
  trigger: TBonusTrigger;
}) {
  const { t } = useTranslation();
  const { register, control } = props.form;
  const { errors } = props;
  return (
    <fieldset className={styles.section}>
      <legend>{t("bo_bonus_conditions")}</legend>
      <div className={styles.fields}>
        <Field
          label={t("bo_bonus_labels")}
          hint={t("bo_bonus_labels_hint")}
          errorKey={errors["conditions.labels"]}
        >
          <input
            className="input"
            autoComplete="off"
            maxLength={900}
            aria-invalid={Boolean(errors["conditions.labels"])}
            {...register("conditions.labels")}
            data-testid="bonus-labels"
          />
        </Field>
        <Field
          label={t("bo_bonus_countries")}
          hint={t("bo_bonus_countries_hint")}
          errorKey={errors["conditions.countries"]}
        >
          <input
            className="input mono"
            autoComplete="off"
            maxLength={300}
            placeholder="MM, TH"
            aria-invalid={Boolean(errors["conditions.countries"])}
            {...register("conditions.countries")}
            data-testid="bonus-countries"
          />
        </Field>
        <Field
          label={t("bo_bonus_min_vip")}
          hint={t("bo_bonus_min_vip_hint")}
          errorKey={errors["conditions.minVipRank"]}
        >
          <input
            {...wholeInput(errors["conditions.minVipRank"], "bonus-min-vip", 2)}
            {...register("conditions.minVipRank")}
          />
        </Field>
      </div>
      {namesMissions(props.trigger) && (
        <Controller
          control={control}
          name="conditions.missionIds"
          render={({ field }) => (
            <MissionPicker
              value={field.value}
              onChange={field.onChange}
              errorKey={errors["conditions.missionIds"]}
            />
          )}
        />
      )}
      <div className={styles.checks}>
        {ONCE.map(({ field, labelKey }) => (
          <label key={field} className="check">
            <input type="checkbox" {...register(`conditions.${field}`)} data-testid={`bonus-${field}`} />
            {t(labelKey)}
          </label>
        ))}
      </div>
      <p className={styles.note}>{t("bo_bonus_once_hint")}</p>
    </fieldset>
  );
}
