import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { ResultsTable } from "../../ui/results-table.tsx";
import { flattenErrors } from "../agents/form-errors.ts";
import { BonusTextField } from "../bonus/bonus-text-field.tsx";
import { moneyInput } from "../bonus/form-inputs.ts";
import styles from "./vip.module.css";
import {
  membersAboveRank,
  membersByRank,
  nextLevelDraft,
  type TConsoleVipLevel,
  type TVipDraft,
  type TVipLevelsInput,
  VIP_LEVELS_MAX,
  VIP_LIST_FIELD,
  VIP_NAME_MAX,
  vipDraftOf,
  ZVipDraft,
} from "./vip-draft.ts";

const COLUMNS = [
  "bo_vip_col_rank",
  "bo_vip_col_name",
  "bo_vip_col_min_deposits",
  "bo_vip_col_min_valid_bet",
  "bo_vip_col_rebate",
  "bo_vip_col_withdraw_max",
  "bo_vip_col_birthday_bonus",
  "bo_vip_col_dedicated",
  "bo_vip_col_members",
];
const END_COLUMNS = new Set(["bo_vip_col_members"]);

/** A cell's problem, translated, under its input. */
function CellError(props: { errorKey: string | undefined }) {
  const { t } = useTranslation();
  if (!props.errorKey) return null;
  return (
    <small className={styles.cellError} role="alert">
      {t(props.errorKey)}
    </small>
  );
}

/**
 * The VIP levels as one table, saved at once: each rank's names per language, the deposits and
 * valid bet over the last 30 days that reach it, its daily rebate and withdrawal limit, its
 * birthday bonus (empty: none) and dedicated service, with how many members hold it now. Ranks are added and removed at the end;
 * each threshold may not be lower than the rank below. Operators without bonus.write read only.
 */
export function VipLevelsForm(props: { levels: TConsoleVipLevel[]; canWrite: boolean }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const form = useForm<TVipDraft, unknown, TVipLevelsInput>({
    defaultValues: vipDraftOf(props.levels),
    resolver: zodResolver(ZVipDraft),
  });
  const rows = useFieldArray({ control: form.control, name: "levels" });
  const save = useConsoleChange("boSaveVipLevels", {
    refresh: ["boVipLevels"],
    successKey: "bo_vip_saved",
    onSuccess: (value) => form.reset(vipDraftOf(value)),
  });
  const errors = { ...flattenErrors(form.formState.errors), ...save.fieldErrors };
  const listErrorKey = errors[VIP_LIST_FIELD] ?? errors.levels ?? errors["levels.root"];
  const members = membersByRank(props.levels);
  const count = rows.fields.length;
  const leaving = membersAboveRank(props.levels, count);
  const { register } = form;
  const birthdayHintId = useId();

  function addRank() {
    rows.append(nextLevelDraft(form.getValues(`levels.${count - 1}`)));
  }

  return (
    <form
      className={`card ${styles.form}`}
      noValidate
      onSubmit={form.handleSubmit((input) => save.run(input))}
      data-testid="vip-levels-form"
    >
      {props.canWrite ? (
        <p className={styles.note}>{t("bo_vip_intro")}</p>
      ) : (
        <p className={styles.note} role="note">
          {t("bo_vip_read_only")}
        </p>
      )}
      <fieldset className={styles.plain} disabled={!props.canWrite}>
        <ResultsTable
          classNames={{ table: styles.table, end: styles.number }}
          columns={COLUMNS}
          endColumns={END_COLUMNS}
          testId="vip-levels-table"
        >
          {rows.fields.map((row, index) => {
            const rank = index + 1;
            const at = (field: string) => errors[`levels.${index}.${field}`];
            const held = members.get(rank);
            return (
              <tr key={row.id} data-testid={`vip-level-${rank}`}>
                <td className={`mono ${styles.rank}`}>{rank}</td>
                <td className={styles.nameCell}>
                  <Controller
                    control={form.control}
                    name={`levels.${index}.name`}
                    render={({ field }) => (
                      <BonusTextField
                        label={t("bo_vip_name_of", { rank })}
                        path={`levels.${index}.name`}
                        value={field.value}
                        onChange={field.onChange}
                        errors={errors}
                        maxLength={VIP_NAME_MAX}
                      />
                    )}
                  />
                </td>
                <td>
                  <input
                    {...moneyInput(at("minDeposits"), `vip-${rank}-min-deposits`)}
                    aria-label={t("bo_vip_cell_min_deposits", { rank })}
                    {...register(`levels.${index}.minDeposits`)}
                  />
                  <CellError errorKey={at("minDeposits")} />
                </td>
                <td>
                  <input
                    {...moneyInput(at("minValidBet"), `vip-${rank}-min-valid-bet`)}
                    aria-label={t("bo_vip_cell_min_valid_bet", { rank })}
                    {...register(`levels.${index}.minValidBet`)}
                  />
                  <CellError errorKey={at("minValidBet")} />
                </td>
                <td>
                  <span className={styles.percent}>
                    <input
                      className="input mono"
                      inputMode="decimal"
                      autoComplete="off"
                      maxLength={8}
                      placeholder="0.00"
                      aria-invalid={Boolean(at("rebateBp"))}
                      aria-label={t("bo_vip_cell_rebate", { rank })}
                      {...register(`levels.${index}.rebate`)}
                      data-testid={`vip-${rank}-rebate`}
                    />
                    <span aria-hidden="true">%</span>
                  </span>
                  <CellError errorKey={at("rebateBp")} />
                </td>
                <td>
                  <input
                    {...moneyInput(at("withdrawDailyMax"), `vip-${rank}-withdraw-max`)}
                    placeholder={t("bo_vip_merchant_limit")}
                    aria-label={t("bo_vip_cell_withdraw_max", { rank })}
                    {...register(`levels.${index}.withdrawDailyMax`)}
                  />
                  <CellError errorKey={at("withdrawDailyMax")} />
                </td>
                <td>
                  <input
                    {...moneyInput(at("birthdayBonus"), `vip-${rank}-birthday-bonus`)}
                    placeholder={t("bo_vip_no_birthday_bonus")}
                    aria-label={t("bo_vip_cell_birthday_bonus", { rank })}
                    aria-describedby={birthdayHintId}
                    {...register(`levels.${index}.birthdayBonus`)}
                  />
                  <CellError errorKey={at("birthdayBonus")} />
                </td>
                <td>
                  <label className="check">
                    <input
                      type="checkbox"
                      {...register(`levels.${index}.dedicatedService`)}
                      data-testid={`vip-${rank}-dedicated`}
                    />
                    {t("bo_vip_dedicated_short")}
                  </label>
                </td>
                <td className={styles.number}>
                  {held === undefined ? (
                    <span className="badge">{t("bo_vip_new_rank")}</span>
                  ) : (
                    formatNumber(held)
                  )}
                </td>
              </tr>
            );
          })}
        </ResultsTable>
        {count === 0 && <p className={styles.note}>{t("bo_vip_none")}</p>}
        <p className={styles.note} id={birthdayHintId}>
          {t("bo_vip_birthday_bonus_hint")}
        </p>
        {listErrorKey && (
          <p className={styles.listError} role="alert">
            {t(listErrorKey)}
          </p>
        )}
        {leaving > 0 && (
          <p className={styles.notice} role="note" data-testid="vip-members-leaving">
            {t("bo_vip_members_leaving", { count: formatNumber(leaving) })}
          </p>
        )}
        {props.canWrite && (
          <div className="row">
            <button
              type="button"
              className="btn btn-small"
              disabled={count >= VIP_LEVELS_MAX}
              onClick={addRank}
              data-testid="vip-add-rank"
            >
              {t("bo_vip_add_rank", { rank: count + 1 })}
            </button>
            <button
              type="button"
              className="btn btn-small"
              disabled={count === 0}
              onClick={() => rows.remove(count - 1)}
              data-testid="vip-remove-rank"
            >
              {t("bo_vip_remove_rank", { rank: Math.max(count, 1) })}
            </button>
            <span className="muted">{t("bo_vip_rank_limit", { count: VIP_LEVELS_MAX })}</span>
          </div>
        )}
      </fieldset>

      {props.canWrite && (
        <>
          <p className={styles.note}>{t("bo_vip_save_explained")}</p>
          <div className="row">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={save.isPending}
              data-testid="vip-save"
            >
              {save.isPending ? t("bo_vip_saving") : t("bo_vip_save")}
            </button>
            <button
              type="button"
              className="btn"
              disabled={save.isPending || !form.formState.isDirty}
              onClick={() => form.reset()}
            >
              {t("bo_vip_undo")}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
