import type { TBoLotteryOdds } from "@orchid/contract/backoffice-lottery";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { AmountField } from "../../money/amount-field.tsx";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { Field } from "../../ui/field.tsx";
import { EditDialog } from "../games/edit-dialog.tsx";
import styles from "../games/games.module.css";
import own from "./lottery.module.css";
import { checkOddsDraft, oddsDraftOf, type TOddsDraft } from "./odds-draft.ts";
import { useLotteryChange } from "./use-lottery-change.ts";

/**
 * One bet type's price and limits at the merchant. The server refuses odds the rules refuse
 * (any class of picks returning over 100 %, a price not a whole number above zero) and says
 * which; placed slips keep the price they were sold at; members see a new price within 5 s.
 */
export function OddsEditDialog(props: { odds: TBoLotteryOdds; onClose: () => void }) {
  const { t } = useTranslation();
  const { odds } = props;
  const [draft, setDraft] = useState<TOddsDraft>(() => oddsDraftOf(odds));
  const [local, setLocal] = useState<{ field: string; key: string } | null>(null);
  const save = useLotteryChange("boSaveLotteryOdds", {
    refresh: ["boLotteryOdds"],
    onSuccess: props.onClose,
  });
  const reset = useLotteryChange("boResetLotteryOdds", {
    refresh: ["boLotteryOdds"],
    successKey: "bo_lottery_reset_done",
    onSuccess: props.onClose,
  });
  const problem = save.problem;
  const errorOf = (field: string) => (local?.field === field ? local.key : null);
  const set = (patch: Partial<TOddsDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkOddsDraft(odds, draft);
    setLocal(checked.ok ? null : checked);
    if (checked.ok) save.run(checked.input);
  }

  return (
    <EditDialog
      title={t("bo_lottery_edit_odds", { betType: odds.betType, family: odds.family })}
      onClose={props.onClose}
      testId="lottery-odds-dialog"
    >
      <form className="stack" onSubmit={handleSubmit}>
        <p className={own.note}>{t("bo_lottery_odds_explained")}</p>
        <div className={styles.fields}>
          <Field label={t("bo_lottery_cost")} hint={t("bo_lottery_cost_hint")} errorKey={errorOf("cost")}>
            <input
              className="input mono"
              inputMode="numeric"
              value={draft.cost}
              aria-invalid={Boolean(errorOf("cost"))}
              onChange={(event) => set({ cost: event.target.value })}
            />
          </Field>
          {odds.payoutKeys.map((key) => (
            <Field
              key={key}
              label={t("bo_lottery_pays_for", { key })}
              hint={t("bo_lottery_default_is", { value: odds.defaultPrice.pays[key] ?? "—" })}
              errorKey={errorOf(`pays.${key}`)}
            >
              <input
                className="input mono"
                inputMode="numeric"
                value={draft.pays[key] ?? ""}
                aria-invalid={Boolean(errorOf(`pays.${key}`))}
                onChange={(event) => set({ pays: { ...draft.pays, [key]: event.target.value } })}
                data-testid={`lottery-pays-${key}`}
              />
            </Field>
          ))}
        </div>
        <div className={styles.fields}>
          <AmountField
            label={t("bo_lottery_min_stake")}
            value={draft.minStake}
            onChange={(minStake) => set({ minStake })}
            errorKey={errorOf("minStake")}
          />
          <AmountField
            label={t("bo_lottery_max_stake")}
            value={draft.maxStake}
            onChange={(maxStake) => set({ maxStake })}
            errorKey={errorOf("maxStake")}
          />
          <AmountField
            label={t("bo_lottery_number_cap")}
            hint={t("bo_lottery_number_cap_hint")}
            value={draft.numberCap}
            onChange={(numberCap) => set({ numberCap })}
            errorKey={errorOf("numberCap")}
          />
        </div>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) => set({ enabled: event.target.checked })}
          />
          <span>{t("bo_lottery_sold")}</span>
        </label>
        {problem && (
          <p className={own.problem} role="alert" data-testid="lottery-odds-problem">
            {t("bo_lottery_odds_refused", { problem: t(problem.key, problem.values) })}
          </p>
        )}
        <div className={styles.dialogActions}>
          {!odds.isDefault && (
            <ConfirmButton
              className="btn btn-danger"
              disabled={reset.isPending}
              onConfirm={() => reset.run({ family: odds.family, betType: odds.betType })}
            >
              {t("bo_lottery_reset")}
            </ConfirmButton>
          )}
          <button type="button" className="btn" onClick={props.onClose}>
            {t("bo_cancel")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t("bo_games_save")}
          </button>
        </div>
      </form>
    </EditDialog>
  );
}
