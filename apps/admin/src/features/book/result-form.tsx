import type { TBoBookTrading } from "@orchid/contract/backoffice-book";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { Field } from "../../ui/field.tsx";
import styles from "./book.module.css";
import { MapWinnersField } from "./map-winners-field.tsx";
import { OutrightPlacesField } from "./outright-places-field.tsx";
import { checkResultDraft, NOTE_MAX, resultDraftOf, type TResultDraft } from "./result-draft.ts";
import { useBookChange } from "./use-book-change.ts";

/**
 * An event's result typed from the official one: a match's final score, a series' map winners in
 * order, an outright's places (dead heats and withdrawals included), or the event called off (every bet void and refunded); once a result is recorded, a
 * correction (prefilled with it). Nothing changes yet: the server checks it and files it for a
 * second operator holding book.results, who approves it in Approvals; it then settles (a
 * correction settles every bet again).
 */
export function ResultForm(props: { trading: TBoBookTrading }) {
  const { t } = useTranslation();
  const { event, results } = props.trading;
  const isCorrection = event.resultRound > 0;
  const [draft, setDraft] = useState<TResultDraft>(() =>
    resultDraftOf(isCorrection ? results[0]?.result : null),
  );
  const [local, setLocal] = useState<{ field: string; key: string } | null>(null);
  const [filedId, setFiledId] = useState<number | null>(null);
  const file = useBookChange("boBookResult", {
    refresh: ["boBookTrading", "boApprovals"],
    successKey: "bo_book_result_filed",
    onSuccess: (value) => setFiledId(value.approvalId),
  });
  const set = (patch: Partial<TResultDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: string) => (local?.field === field ? local.key : null);
  const sides = { home: event.home, away: event.away ?? t("bo_book_sel_away") };
  const competitors = (
    props.trading.markets.find((market) => market.type === "outright")?.selections ?? []
  ).map((selection) => ({ code: selection.code, name: selection.name ?? selection.code }));
  const outcome = draft.outcome;

  function send() {
    const checked = checkResultDraft(
      event.kind,
      draft,
      competitors.map((competitor) => competitor.code),
    );
    setLocal(checked.ok ? null : checked);
    if (checked.ok) file.run({ eventId: event.id, result: checked.result, note: checked.note });
  }

  function handleSubmit(formEvent: FormEvent) {
    formEvent.preventDefault();
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby="book-result-title">
      <h2 id="book-result-title">{t(isCorrection ? "bo_book_correct_result" : "bo_book_enter_result")}</h2>
      <p className={styles.note}>
        {t(isCorrection ? "bo_book_correct_explained" : "bo_book_enter_explained")}
      </p>
      {props.trading.pendingApprovalId !== null ? (
        <p className={styles.waiting} role="status" data-testid="book-result-waiting">
          {t("bo_book_result_waiting", { id: props.trading.pendingApprovalId })}{" "}
          <Link to="/approvals">{t("bo_open_approvals")}</Link>
        </p>
      ) : event.state === "prematch" ? (
        <p className={styles.note} data-testid="book-result-not-started">
          {t("bo_book_result_not_started")}
        </p>
      ) : (
        <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="book-result-form">
          <div className={styles.choice} role="radiogroup" aria-label={t("bo_book_result")}>
            <label className="check">
              <input
                type="radio"
                name="book-result-outcome"
                checked={outcome === "final"}
                onChange={() => set({ outcome: "final" })}
                data-testid="book-result-final"
              />
              {t("bo_book_result_final")}
            </label>
            <label className="check">
              <input
                type="radio"
                name="book-result-outcome"
                checked={outcome === "cancelled"}
                onChange={() => set({ outcome: "cancelled" })}
                data-testid="book-result-cancelled"
              />
              {t("bo_book_result_call_off")}
            </label>
          </div>
          {outcome === "final" && event.kind === "match" && (
            <div className={styles.scoreFields}>
              {(["home", "away"] as const).map((side) => (
                <Field key={side} label={sides[side]} errorKey={errorOf(side)}>
                  <input
                    className="input"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={3}
                    value={draft[side]}
                    aria-invalid={Boolean(errorOf(side))}
                    onChange={(formEvent) => set({ [side]: formEvent.target.value })}
                    data-testid={`book-result-${side}`}
                  />
                </Field>
              ))}
            </div>
          )}
          {outcome === "final" && event.kind === "series" && (
            <MapWinnersField
              maps={draft.maps}
              sides={sides}
              errorKey={errorOf("maps")}
              onChange={(maps) => set({ maps })}
            />
          )}
          {outcome === "final" && event.kind === "outright" && (
            <OutrightPlacesField
              competitors={competitors}
              places={draft.places}
              withdrawn={draft.withdrawn}
              errorKey={errorOf("places")}
              onChange={set}
            />
          )}
          {outcome === "cancelled" && (
            <p className={styles.waiting} role="note">
              {t("bo_book_call_off_explained")}
            </p>
          )}
          <Field
            label={t("bo_book_result_note")}
            hint={t("bo_book_result_note_hint")}
            errorKey={errorOf("note")}
          >
            <input
              className="input"
              maxLength={NOTE_MAX}
              value={draft.note}
              onChange={(formEvent) => set({ note: formEvent.target.value })}
              data-testid="book-result-note"
            />
          </Field>
          {file.problem && (
            <p className={styles.problem} role="alert" data-testid="book-result-problem">
              {t(file.problem.key)}
            </p>
          )}
          {filedId !== null && (
            <p className="notice-ok" role="status">
              {t("bo_book_filed_as", { id: filedId })} <Link to="/approvals">{t("bo_open_approvals")}</Link>
            </p>
          )}
          <div className="row">
            <ConfirmButton
              className={outcome === "cancelled" ? "btn btn-danger" : "btn btn-primary"}
              disabled={file.isPending}
              onConfirm={send}
              testId="book-result-send"
            >
              {t(
                outcome === "cancelled"
                  ? "bo_book_file_call_off"
                  : isCorrection
                    ? "bo_book_file_correction"
                    : "bo_book_file_result",
              )}
            </ConfirmButton>
          </div>
        </form>
      )}
    </section>
  );
}
