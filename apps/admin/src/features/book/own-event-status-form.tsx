import type { TBoBookEventRow } from "@orchid/contract/backoffice-book";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../ui/field.tsx";
import styles from "./book.module.css";
import { EVENT_STATE_LOOKS } from "./book-vocabulary.ts";
import { checkStatusDraft, OWN_EVENT_STATES, statusDraftOf, type TStatusDraft } from "./status-draft.ts";
import { useTradingChange } from "./use-trading-change.ts";

/**
 * Moves one of the merchant's own events: in play, suspended (no bets for a moment) or ended,
 * with its score (goals, points or maps won) and clock (the minute, or the map being played).
 * Members see the change at once.
 */
export function OwnEventStatusForm(props: { event: TBoBookEventRow }) {
  const { t } = useTranslation();
  const { event } = props;
  const [draft, setDraft] = useState<TStatusDraft>(() => statusDraftOf(event));
  const [local, setLocal] = useState<{ field: string; key: string } | null>(null);
  const change = useTradingChange("boBookEventStatus", { successKey: "bo_book_status_saved" });
  const set = (patch: Partial<TStatusDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: string) => (local?.field === field ? local.key : null);
  const scoreOf = (team: string) =>
    t(event.kind === "series" ? "bo_book_maps_won_by" : "bo_book_score_of", { team });

  function handleSubmit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const checked = checkStatusDraft(event.id, draft);
    setLocal(checked.ok ? null : checked);
    if (checked.ok) change.run(checked.input);
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="book-status-form">
      <div className={styles.scoreFields}>
        <Field label={t("bo_status")}>
          <select
            className={`select ${styles.autoSelect}`}
            value={draft.state}
            onChange={(formEvent) => set({ state: formEvent.target.value as TStatusDraft["state"] })}
            data-testid="book-status-state"
          >
            {OWN_EVENT_STATES.map((state) => (
              <option key={state} value={state}>
                {t(EVENT_STATE_LOOKS[state].key)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={scoreOf(event.home)} errorKey={errorOf("home")}>
          <input
            className="input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={draft.home}
            aria-invalid={Boolean(errorOf("home"))}
            onChange={(formEvent) => set({ home: formEvent.target.value })}
            data-testid="book-status-home"
          />
        </Field>
        <Field label={scoreOf(event.away ?? t("bo_book_sel_away"))} errorKey={errorOf("away")}>
          <input
            className="input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={draft.away}
            aria-invalid={Boolean(errorOf("away"))}
            onChange={(formEvent) => set({ away: formEvent.target.value })}
            data-testid="book-status-away"
          />
        </Field>
        <Field
          label={t(event.kind === "series" ? "bo_book_clock_map" : "bo_book_clock_minute")}
          errorKey={errorOf("clock")}
        >
          <input
            className="input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={draft.clock}
            aria-invalid={Boolean(errorOf("clock"))}
            onChange={(formEvent) => set({ clock: formEvent.target.value })}
            data-testid="book-status-clock"
          />
        </Field>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={change.isPending}
          data-testid="book-status-save"
        >
          {t("bo_book_status_save")}
        </button>
      </div>
    </form>
  );
}
