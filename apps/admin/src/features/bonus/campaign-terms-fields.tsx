import type { TBoGame } from "@orchid/contract/backoffice-games";
import type { TBonusTrigger, TCampaignInput } from "@orchid/contract/bonus";
import { GAME_TYPES } from "@orchid/contract/games";
import { useCallback, useState } from "react";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { Field } from "../../ui/field.tsx";
import styles from "./bonus.module.css";
import { BASIS_KEYS, REWARD_KIND_KEYS, type TRewardKind } from "./bonus-vocabulary.ts";
import {
  fitSpinsToGame,
  slotRulesOf,
  spinStakes,
  type TCampaignDraft,
  type TSlotRules,
} from "./campaign-draft.ts";
import { basesFor, comesWithDeposit, hasWagering, rewardKindsFor } from "./campaign-rules.ts";
import { moneyInput, wholeInput } from "./form-inputs.ts";
import { SlotGamePicker } from "./slot-game-picker.tsx";

type TForm = UseFormReturn<TCampaignDraft, unknown, TCampaignInput>;
type TErrors = Record<string, string>;

/**
 * What a grant gives and how it is played through. Only the choices the trigger allows are
 * offered (a percentage and a deposit basis need a deposit). Points carry no wagering, so the
 * wagering section gives way to a note; free spins wager their winnings, so the basis is the
 * bonus and cannot be changed. Once the campaign has granted, both sections are read-only: the
 * server keeps them as its grants were made.
 */
export function CampaignTermsFields(props: {
  form: TForm;
  errors: TErrors;
  trigger: TBonusTrigger;
  isLocked: boolean;
}) {
  const { t } = useTranslation();
  const { register, control, setValue } = props.form;
  const { errors, trigger } = props;
  const kind = useWatch({ control, name: "reward.kind" });
  const withDeposit = comesWithDeposit(trigger);
  const bonusError = errors["wagering.bonus"];

  /** Free spins count only the bonus (their winnings): the basis follows the kind. */
  function fitBasis(next: TRewardKind) {
    if (next === "free_spins") setValue("wagering.basis", "bonus");
  }

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
              {...register("reward.kind", {
                onChange: (event) => fitBasis(event.target.value as TRewardKind),
              })}
              data-testid="bonus-reward-kind"
            >
              {rewardKindsFor(trigger).map((option) => (
                <option key={option} value={option}>
                  {t(REWARD_KIND_KEYS[option])}
                </option>
              ))}
            </select>
          </Field>
          {kind === "percent" && (
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
          )}
          {kind === "fixed" && (
            <Field label={t("bo_bonus_amount")} errorKey={errors["reward.amount"] ?? bonusError}>
              <input
                {...moneyInput(errors["reward.amount"] ?? bonusError, "bonus-reward-amount")}
                {...register("reward.amount")}
              />
            </Field>
          )}
          {kind === "points" && (
            <Field
              label={t("bo_bonus_points")}
              hint={t("bo_bonus_points_hint")}
              errorKey={errors["reward.points"]}
            >
              <input
                {...wholeInput(errors["reward.points"], "bonus-reward-points", 9)}
                {...register("reward.points")}
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
        {kind === "free_spins" && <FreeSpinsFields form={props.form} errors={errors} />}
      </fieldset>

      {hasWagering(kind) ? (
        <WageringFields form={props.form} errors={errors} trigger={trigger} kind={kind} />
      ) : (
        <fieldset className={styles.section} data-testid="bonus-no-wagering">
          <legend>{t("bo_bonus_wagering")}</legend>
          <p className={styles.note}>{t("bo_bonus_points_no_wagering")}</p>
        </fieldset>
      )}
    </fieldset>
  );
}

/**
 * Free spins: how many, on which of Orchid's slot games, at how many lines and what bet per
 * line, with what one spin and the whole pack stake. Picking a game fills in lines and bet its
 * maths model takes; the server has the last word (err_bonus_spins_game, err_bonus_spins_bet).
 */
function FreeSpinsFields(props: { form: TForm; errors: TErrors }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const { register, control, getValues, setValue } = props.form;
  const { errors } = props;
  const [rules, setRules] = useState<TSlotRules | null>(null);
  const [spins, lines, betPerLine] = useWatch({
    control,
    name: ["reward.spins", "reward.lines", "reward.betPerLine"],
  });
  const stakes = spinStakes({ spins, lines, betPerLine });
  const bonusError = errors["wagering.bonus"];
  const betError = errors["reward.betPerLine"] ?? bonusError;

  const showGame = useCallback((game: TBoGame) => setRules(slotRulesOf(game.mathsModel)), []);

  function pick(gameId: string, game: TBoGame | null) {
    setValue("reward.gameId", gameId, { shouldDirty: true });
    const next = game ? slotRulesOf(game.mathsModel) : null;
    setRules(next);
    const fitted = fitSpinsToGame(getValues("reward"), next);
    setValue("reward.lines", fitted.lines, { shouldDirty: true });
    setValue("reward.betPerLine", fitted.betPerLine, { shouldDirty: true });
  }

  return (
    <div className={styles.fields} data-testid="bonus-free-spins">
      <Field label={t("bo_bonus_spins")} hint={t("bo_bonus_spins_hint")} errorKey={errors["reward.spins"]}>
        <input
          {...wholeInput(errors["reward.spins"], "bonus-reward-spins", 3)}
          {...register("reward.spins")}
        />
      </Field>
      <Controller
        control={control}
        name="reward.gameId"
        render={({ field }) => (
          <SlotGamePicker
            value={field.value}
            onChange={pick}
            onGame={showGame}
            errorKey={errors["reward.gameId"]}
          />
        )}
      />
      <Field
        label={t("bo_bonus_lines")}
        hint={rules ? t("bo_bonus_lines_model_hint", { max: rules.maxLines, model: rules.model }) : undefined}
        errorKey={errors["reward.lines"]}
      >
        <input
          {...wholeInput(errors["reward.lines"], "bonus-reward-lines", 3)}
          {...register("reward.lines")}
        />
      </Field>
      <Field
        label={t("bo_bonus_bet_per_line")}
        hint={
          rules
            ? t("bo_bonus_bets_model_hint", {
                bets: rules.betsPerLine.map((bet) => formatMinor(bet)).join(", "),
              })
            : undefined
        }
        errorKey={betError}
      >
        <input {...moneyInput(betError, "bonus-reward-bet-per-line")} {...register("reward.betPerLine")} />
      </Field>
      <p className={`${styles.note} ${styles.stakes}`} aria-live="polite" data-testid="bonus-spins-stakes">
        {stakes
          ? t("bo_bonus_spins_stakes", {
              perSpin: formatMinor(stakes.perSpin),
              total: formatMinor(stakes.total),
            })
          : t("bo_bonus_spins_stakes_pending")}
      </p>
    </div>
  );
}

/**
 * How bonus money (or free spins' winnings) is played through: the multiple of the basis, the
 * largest bet, the expiry and what each game type's bets count.
 */
function WageringFields(props: { form: TForm; errors: TErrors; trigger: TBonusTrigger; kind: TRewardKind }) {
  const { t } = useTranslation();
  const { register } = props.form;
  const { errors, trigger, kind } = props;
  const withDeposit = comesWithDeposit(trigger);
  const isSpins = kind === "free_spins";

  return (
    <fieldset className={styles.section}>
      <legend>{t("bo_bonus_wagering")}</legend>
      <p className={styles.note}>
        {isSpins ? t("bo_bonus_spins_wagering_hint") : t("bo_bonus_wagering_hint")}
      </p>
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
        {isSpins ? (
          <Field
            label={t("bo_bonus_basis")}
            hint={t("bo_bonus_basis_spins_hint")}
            errorKey={errors["wagering.basis"]}
          >
            <input
              className="input"
              readOnly
              value={t("bo_bonus_basis_winnings")}
              aria-invalid={Boolean(errors["wagering.basis"])}
              data-testid="bonus-wagering-basis-spins"
            />
          </Field>
        ) : (
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
              {basesFor(trigger, kind).map((basis) => (
                <option key={basis} value={basis}>
                  {t(BASIS_KEYS[basis])}
                </option>
              ))}
            </select>
          </Field>
        )}
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
          hint={isSpins ? t("bo_bonus_spins_expiry_hint") : t("bo_bonus_expiry_days_hint")}
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
  );
}
