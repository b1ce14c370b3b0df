import { zodResolver } from "@hookform/resolvers/zod";
import {
  BONUS_TRIGGERS,
  type TBonusTrigger,
  type TCampaign,
  type TCampaignInput,
} from "@orchid/contract/bonus";
import { useEffect, useMemo, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useMerchantTimeZone } from "../../i18n/use-merchant-time-zone.ts";
import { Field } from "../../ui/field.tsx";
import { flattenErrors } from "../agents/form-errors.ts";
import styles from "./bonus.module.css";
import { BonusTextField } from "./bonus-text-field.tsx";
import { TRIGGER_KEYS } from "./bonus-vocabulary.ts";
import { CampaignConditionsFields } from "./campaign-conditions-fields.tsx";
import {
  campaignDraftOf,
  campaignSchema,
  DESCRIPTION_MAX,
  NAME_MAX,
  type TCampaignDraft,
} from "./campaign-draft.ts";
import { CampaignPreview } from "./campaign-preview.tsx";
import {
  areTermsLocked,
  comesWithDeposit,
  fitToTrigger,
  hasMoneyBudget,
  namesMissions,
} from "./campaign-rules.ts";
import { CampaignTermsFields } from "./campaign-terms-fields.tsx";
import { moneyInput } from "./form-inputs.ts";

/**
 * Creates a campaign (saved as a draft) or changes one. Times are wall time in the merchant's
 * zone, so the form waits until that zone is known. A saved campaign can preview who its saved
 * conditions reach.
 */
export function CampaignForm(props: { campaign: TCampaign | null; onDone: () => void }) {
  const { t } = useTranslation();
  const zone = useMerchantTimeZone();
  if (!zone) return <p className="muted">{t("bo_loading")}</p>;
  return <ZonedCampaignForm {...props} zone={zone} />;
}

function ZonedCampaignForm(props: { campaign: TCampaign | null; onDone: () => void; zone: string }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const { campaign, zone } = props;
  const locked = areTermsLocked(campaign) ? campaign : null;
  const resolver = useMemo(() => zodResolver(campaignSchema({ zone, locked })), [zone, locked]);
  const form = useForm<TCampaignDraft, unknown, TCampaignInput>({
    defaultValues: campaignDraftOf(campaign, zone),
    resolver,
  });
  const save = useConsoleChange("boSaveCampaign", {
    refresh: ["boCampaigns", "boCampaignResults", "boCampaignPreview"],
    successKey: "bo_bonus_campaign_saved",
    onSuccess: props.onDone,
  });
  const errors = { ...flattenErrors(form.formState.errors), ...save.fieldErrors };
  const trigger = useWatch({ control: form.control, name: "trigger" });
  const kind = useWatch({ control: form.control, name: "reward.kind" });
  const [isPreviewing, setIsPreviewing] = useState(false);
  // Missions are named only on a mission trigger; the server's refusal otherwise belongs to the trigger.
  const triggerError =
    errors.trigger ?? (namesMissions(trigger) ? undefined : errors["conditions.missionIds"]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: "nearest" });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  /** A trigger that takes a choice away moves the reward and basis to ones it allows. */
  function fitChoices(next: TBonusTrigger) {
    const { reward, wagering } = form.getValues();
    const fitted = fitToTrigger(next, { kind: reward.kind, basis: wagering.basis });
    form.setValue("reward.kind", fitted.kind);
    form.setValue("wagering.basis", fitted.basis);
    if (!comesWithDeposit(next)) form.setValue("reward.minDeposit", "");
  }

  return (
    <form
      className={`card ${styles.form}`}
      noValidate
      onSubmit={form.handleSubmit((input) => save.run({ ...input, id: campaign?.id }))}
      data-testid="bonus-campaign-form"
    >
      <h2 ref={headingRef} tabIndex={-1} className={styles.formTitle}>
        {campaign ? t("bo_bonus_edit_title", { id: campaign.id }) : t("bo_bonus_new_title")}
      </h2>
      {!campaign && <p className={styles.note}>{t("bo_bonus_new_hint")}</p>}
      {locked && (
        <p className={styles.locked} role="note" data-testid="bonus-terms-locked">
          {t("bo_bonus_terms_locked", { count: formatNumber(locked.grants) })}
        </p>
      )}

      <Controller
        control={form.control}
        name="name"
        render={({ field }) => (
          <BonusTextField
            label={t("bo_bonus_name")}
            path="name"
            value={field.value}
            onChange={field.onChange}
            errors={errors}
            maxLength={NAME_MAX}
          />
        )}
      />
      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <BonusTextField
            label={t("bo_bonus_description")}
            path="description"
            value={field.value}
            onChange={field.onChange}
            errors={errors}
            maxLength={DESCRIPTION_MAX}
            isMultiline
          />
        )}
      />

      <fieldset className={styles.section}>
        <legend>{t("bo_bonus_when")}</legend>
        <div className={styles.fields}>
          <Field
            label={t("bo_bonus_trigger")}
            hint={locked ? t("bo_bonus_trigger_locked_hint") : t("bo_bonus_trigger_hint")}
            errorKey={triggerError}
          >
            <select
              className="select"
              disabled={Boolean(locked)}
              aria-invalid={Boolean(triggerError)}
              {...form.register("trigger", {
                onChange: (event) => fitChoices(event.target.value as TBonusTrigger),
              })}
              data-testid="bonus-trigger"
            >
              {BONUS_TRIGGERS.map((option) => (
                <option key={option} value={option}>
                  {t(TRIGGER_KEYS[option])}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={t("bo_bonus_starts_at")}
            hint={t("bo_bonus_zone_hint", { zone })}
            errorKey={errors.startsAt}
          >
            <input
              className="input"
              type="datetime-local"
              aria-invalid={Boolean(errors.startsAt)}
              {...form.register("startsAt")}
              data-testid="bonus-starts-at"
            />
          </Field>
          <Field label={t("bo_bonus_ends_at")} hint={t("bo_bonus_ends_hint")} errorKey={errors.endsAt}>
            <input
              className="input"
              type="datetime-local"
              aria-invalid={Boolean(errors.endsAt)}
              {...form.register("endsAt")}
              data-testid="bonus-ends-at"
            />
          </Field>
        </div>
      </fieldset>

      <CampaignConditionsFields form={form} errors={errors} trigger={trigger} />
      <CampaignTermsFields form={form} errors={errors} trigger={trigger} isLocked={Boolean(locked)} />

      <fieldset className={styles.section}>
        <legend>{t("bo_bonus_budget")}</legend>
        {hasMoneyBudget(kind) ? (
          <div className={styles.fields}>
            <Field
              label={t("bo_bonus_budget_total")}
              hint={kind === "free_spins" ? t("bo_bonus_budget_spins_hint") : t("bo_bonus_budget_hint")}
              errorKey={errors.budget}
            >
              <input
                {...moneyInput(errors.budget, "bonus-budget")}
                placeholder={t("bo_bonus_no_limit")}
                {...form.register("budget")}
              />
            </Field>
          </div>
        ) : (
          <p className={styles.note} data-testid="bonus-budget-points">
            {t("bo_bonus_points_budget_hint")}
          </p>
        )}
      </fieldset>

      {campaign && isPreviewing && (
        <CampaignPreview campaign={campaign} onClose={() => setIsPreviewing(false)} isNested />
      )}

      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={save.isPending} data-testid="bonus-save">
          {save.isPending ? t("bo_bonus_saving") : t("bo_bonus_save")}
        </button>
        {campaign && !isPreviewing && (
          <button
            type="button"
            className="btn"
            onClick={() => setIsPreviewing(true)}
            data-testid="bonus-form-preview"
          >
            {t("bo_bonus_preview")}
          </button>
        )}
        <button type="button" className="btn" onClick={props.onDone}>
          {t("bo_cancel")}
        </button>
      </div>
    </form>
  );
}
