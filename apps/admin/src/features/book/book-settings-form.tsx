import type { TBoBookSettings } from "@orchid/contract/backoffice-book";
import { MARKET_TYPES } from "@orchid/contract/sportsbook";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { AmountField } from "../../money/amount-field.tsx";
import { Field } from "../../ui/field.tsx";
import styles from "./book.module.css";
import { MARKET_TYPE_KEYS } from "./book-vocabulary.ts";
import {
  checkSettingsDraft,
  LIMIT_FIELDS,
  settingsDraftOf,
  type TLimitField,
  type TSettingsDraft,
} from "./settings-draft.ts";

/** Each money limit's label and what it means (literal keys, so the catalogue test sees each one). */
const LIMIT_KEYS: Record<TLimitField, { label: string; hint: string }> = {
  minStake: { label: "bo_book_min_stake", hint: "bo_book_min_stake_hint" },
  maxStake: { label: "bo_book_max_stake", hint: "bo_book_max_stake_hint" },
  maxPayout: { label: "bo_book_max_payout", hint: "bo_book_max_payout_hint" },
  memberEventCap: { label: "bo_book_member_event_cap", hint: "bo_book_member_event_cap_hint" },
  liabilityCap: { label: "bo_book_liability_cap", hint: "bo_book_liability_cap_hint" },
};

/**
 * The merchant's book: the margin taken off the feed's prices per market type (as a
 * percentage; empty takes the feed's price), stake, payout and liability limits in major units,
 * the in-play delay in seconds, and cash-out with its margin. Read-only without book.trade.
 */
export function BookSettingsForm(props: { settings: TBoBookSettings; canWrite: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TSettingsDraft>(() => settingsDraftOf(props.settings));
  const [local, setLocal] = useState<Record<string, string>>({});
  const save = useConsoleChange("boSaveBookSettings", {
    refresh: ["boBookSettings"],
    successKey: "bo_book_settings_saved",
    onSuccess: (value) => setDraft(settingsDraftOf(value)),
  });
  const errors = { ...save.fieldErrors, ...local };
  const isDirty = JSON.stringify(draft) !== JSON.stringify(settingsDraftOf(props.settings));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkSettingsDraft(draft);
    setLocal(checked.errors);
    if (checked.input) save.run(checked.input);
  }

  const setMargin = (type: string, value: string) =>
    setDraft((current) => ({ ...current, margins: { ...current.margins, [type]: value } }));
  const setLimit = (field: TLimitField, value: string) =>
    setDraft((current) => ({ ...current, limits: { ...current.limits, [field]: value } }));

  return (
    <form
      className={`card ${styles.form}`}
      onSubmit={handleSubmit}
      noValidate
      data-testid="book-settings-form"
    >
      {!props.canWrite && (
        <p className={styles.readOnly} role="note">
          {t("bo_book_settings_read_only")}
        </p>
      )}
      <fieldset className={styles.plain} disabled={!props.canWrite}>
        <fieldset className={styles.group}>
          <legend>{t("bo_book_margins")}</legend>
          <p className={styles.note}>{t("bo_book_margins_explained")}</p>
          <div className={styles.margins}>
            {MARKET_TYPES.map((type) => (
              <Field
                key={type}
                label={t(MARKET_TYPE_KEYS[type], { map: "N" })}
                errorKey={errors[`margins.${type}`]}
              >
                <input
                  className="input"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={6}
                  placeholder="0.00 %"
                  value={draft.margins[type]}
                  aria-invalid={Boolean(errors[`margins.${type}`])}
                  onChange={(event) => setMargin(type, event.target.value)}
                  data-testid={`book-margin-${type}`}
                />
              </Field>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t("bo_book_limits")}</legend>
          <div className={styles.wideFields}>
            {LIMIT_FIELDS.map((field) => (
              <AmountField
                key={field}
                label={t(LIMIT_KEYS[field].label)}
                hint={t(LIMIT_KEYS[field].hint)}
                value={draft.limits[field]}
                onChange={(value) => setLimit(field, value)}
                errorKey={errors[field]}
                testId={`book-limit-${field}`}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t("bo_book_in_play_and_cash_out")}</legend>
          <div className={styles.wideFields}>
            <Field label={t("bo_book_delay")} hint={t("bo_book_delay_hint")} errorKey={errors.inPlayDelayMs}>
              <input
                className="input mono"
                inputMode="decimal"
                autoComplete="off"
                maxLength={6}
                value={draft.inPlayDelay}
                aria-invalid={Boolean(errors.inPlayDelayMs)}
                onChange={(event) => setDraft((current) => ({ ...current, inPlayDelay: event.target.value }))}
                data-testid="book-delay"
              />
            </Field>
            <Field
              label={t("bo_book_cash_out_margin")}
              hint={t("bo_book_cash_out_margin_hint")}
              errorKey={errors.cashOutMarginBp}
            >
              <input
                className="input mono"
                inputMode="decimal"
                autoComplete="off"
                maxLength={6}
                value={draft.cashOutMargin}
                aria-invalid={Boolean(errors.cashOutMarginBp)}
                onChange={(event) =>
                  setDraft((current) => ({ ...current, cashOutMargin: event.target.value }))
                }
                data-testid="book-cash-out-margin"
              />
            </Field>
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={draft.cashOut}
              onChange={(event) => setDraft((current) => ({ ...current, cashOut: event.target.checked }))}
              data-testid="book-cash-out"
            />
            {t("bo_book_cash_out")}
          </label>
        </fieldset>
      </fieldset>
      {props.canWrite && (
        <div className="row">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending}
            data-testid="book-settings-save"
          >
            {t("bo_games_save")}
          </button>
          <button
            type="button"
            className="btn"
            disabled={save.isPending || !isDirty}
            onClick={() => {
              setDraft(settingsDraftOf(props.settings));
              setLocal({});
            }}
          >
            {t("bo_book_undo")}
          </button>
        </div>
      )}
    </form>
  );
}
