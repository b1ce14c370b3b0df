import { zodResolver } from "@hookform/resolvers/zod";
import { GAME_TYPES } from "@orchid/contract/games";
import { MISSION_GOALS, MISSION_PERIODS, REWARD_UNITS } from "@orchid/contract/missions";
import { useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { Field } from "../../ui/field.tsx";
import { flattenErrors } from "../agents/form-errors.ts";
import { BonusTextField } from "../bonus/bonus-text-field.tsx";
import { moneyInput, wholeInput } from "../bonus/form-inputs.ts";
import { EditDialog } from "../games/edit-dialog.tsx";
import {
  isMoneyGoal,
  MISSION_DESCRIPTION_MAX,
  MISSION_NAME_MAX,
  missionDraftOf,
  missionSchema,
  rewardAfterUnitChange,
  type TConsoleMissionValue,
  type TMissionDraft,
  type TMissionSaveInput,
  takesGameType,
  targetAfterGoalChange,
} from "./mission-draft.ts";
import styles from "./missions.module.css";
import {
  ANY_GAME_KEY,
  GAME_TYPE_KEYS,
  GOAL_KEYS,
  PERIOD_KEYS,
  REWARD_UNIT_KEYS,
  TARGET_FIELD_KEYS,
} from "./missions-vocabulary.ts";

/**
 * Creates a mission or changes one: its name and description per language (English required),
 * the period it starts again, what it counts (a game type for bet goals only) up to which target,
 * its reward in cash or points, how long the reward waits, its switch and its place in the list.
 * A target is an amount for bet and deposit goals, a whole count otherwise.
 */
export function MissionDialog(props: { mission: TConsoleMissionValue | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { mission } = props;
  const resolver = useMemo(() => zodResolver(missionSchema(mission?.id)), [mission?.id]);
  const form = useForm<TMissionDraft, unknown, TMissionSaveInput>({
    defaultValues: missionDraftOf(mission),
    resolver,
  });
  const save = useConsoleChange("boSaveMission", {
    refresh: ["boMissions"],
    successKey: "bo_missions_saved",
    onSuccess: props.onClose,
  });
  const errors = { ...flattenErrors(form.formState.errors), ...save.fieldErrors };
  const [goal, rewardUnit] = useWatch({ control: form.control, name: ["goal", "rewardUnit"] });
  const targetField = TARGET_FIELD_KEYS[goal];
  const { register } = form;

  return (
    <EditDialog
      title={mission ? t("bo_missions_edit_title", { id: mission.id }) : t("bo_missions_new_title")}
      onClose={props.onClose}
      testId="mission-dialog"
    >
      <form className="stack" noValidate onSubmit={form.handleSubmit((input) => save.run(input))}>
        <Controller
          control={form.control}
          name="name"
          render={({ field }) => (
            <BonusTextField
              label={t("bo_missions_name")}
              path="name"
              value={field.value}
              onChange={field.onChange}
              errors={errors}
              maxLength={MISSION_NAME_MAX}
            />
          )}
        />
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <BonusTextField
              label={t("bo_missions_description")}
              path="description"
              value={field.value}
              onChange={field.onChange}
              errors={errors}
              maxLength={MISSION_DESCRIPTION_MAX}
              isMultiline
            />
          )}
        />

        <fieldset className={styles.section}>
          <legend>{t("bo_missions_goal_section")}</legend>
          {mission && <p className={styles.notice}>{t("bo_missions_target_next_period")}</p>}
          <div className={styles.fields}>
            <Field
              label={t("bo_missions_period")}
              hint={t("bo_missions_period_hint")}
              errorKey={errors.period}
            >
              <select
                className="select"
                aria-invalid={Boolean(errors.period)}
                {...register("period")}
                data-testid="mission-period"
              >
                {MISSION_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {t(PERIOD_KEYS[period])}
                  </option>
                ))}
              </select>
            </Field>
            <Controller
              control={form.control}
              name="goal"
              render={({ field }) => (
                <Field label={t("bo_missions_goal")} errorKey={errors.goal}>
                  <select
                    className="select"
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    aria-invalid={Boolean(errors.goal)}
                    onChange={(event) => {
                      const next = event.target.value as TMissionDraft["goal"];
                      form.setValue(
                        "target",
                        targetAfterGoalChange(form.getValues("target"), field.value, next),
                      );
                      field.onChange(next);
                    }}
                    data-testid="mission-goal"
                  >
                    {MISSION_GOALS.map((option) => (
                      <option key={option} value={option}>
                        {t(GOAL_KEYS[option])}
                      </option>
                    ))}
                  </select>
                </Field>
              )}
            />
            {takesGameType(goal) && (
              <Field
                label={t("bo_missions_game_type")}
                hint={t("bo_missions_game_type_hint")}
                errorKey={errors.gameType}
              >
                <select
                  className="select"
                  aria-invalid={Boolean(errors.gameType)}
                  {...register("gameType")}
                  data-testid="mission-game-type"
                >
                  <option value="">{t(ANY_GAME_KEY)}</option>
                  {GAME_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {`${t(GAME_TYPE_KEYS[type])} (${type})`}
                    </option>
                  ))}
                </select>
              </Field>
            )}
            <Field label={t(targetField.label)} hint={t(targetField.hint)} errorKey={errors.target}>
              {isMoneyGoal(goal) ? (
                <input {...moneyInput(errors.target, "mission-target")} {...register("target")} />
              ) : (
                <input
                  {...wholeInput(errors.target, "mission-target", 17)}
                  placeholder="0"
                  {...register("target")}
                />
              )}
            </Field>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t("bo_missions_reward_section")}</legend>
          <div className={styles.fields}>
            <Controller
              control={form.control}
              name="rewardUnit"
              render={({ field }) => (
                <Field label={t("bo_missions_reward_unit")} errorKey={errors.rewardUnit}>
                  <select
                    className="select"
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    aria-invalid={Boolean(errors.rewardUnit)}
                    onChange={(event) => {
                      const next = event.target.value as TMissionDraft["rewardUnit"];
                      form.setValue(
                        "reward",
                        rewardAfterUnitChange(form.getValues("reward"), field.value, next),
                      );
                      field.onChange(next);
                    }}
                    data-testid="mission-reward-unit"
                  >
                    {REWARD_UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {t(REWARD_UNIT_KEYS[unit])}
                      </option>
                    ))}
                  </select>
                </Field>
              )}
            />
            <Field
              label={t(rewardUnit === "points" ? "bo_missions_reward_points" : "bo_missions_reward_cash")}
              hint={t(
                rewardUnit === "points" ? "bo_missions_reward_points_hint" : "bo_missions_reward_cash_hint",
              )}
              errorKey={errors.reward}
            >
              {rewardUnit === "points" ? (
                <input
                  {...wholeInput(errors.reward, "mission-reward", 13)}
                  placeholder="0"
                  {...register("reward")}
                />
              ) : (
                <input {...moneyInput(errors.reward, "mission-reward")} {...register("reward")} />
              )}
            </Field>
            <Field
              label={t("bo_missions_claim_days")}
              hint={t("bo_missions_claim_days_hint")}
              errorKey={errors.claimDays}
            >
              <input {...wholeInput(errors.claimDays, "mission-claim-days", 3)} {...register("claimDays")} />
            </Field>
            <Field label={t("bo_missions_sort")} hint={t("bo_missions_sort_hint")} errorKey={errors.sort}>
              <input {...wholeInput(errors.sort, "mission-sort", 6)} {...register("sort")} />
            </Field>
          </div>
        </fieldset>

        <div className={styles.checks}>
          <label className="check">
            <input type="checkbox" {...register("enabled")} data-testid="mission-enabled" />
            {t("bo_missions_enabled")}
          </label>
        </div>
        <div className={styles.dialogActions}>
          <button type="button" className="btn" onClick={props.onClose}>
            {t("bo_cancel")}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending}
            data-testid="mission-save"
          >
            {save.isPending ? t("bo_missions_saving") : t("bo_missions_save")}
          </button>
        </div>
      </form>
    </EditDialog>
  );
}
