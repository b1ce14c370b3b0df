import {
  BOOK_SPORTS,
  ESPORTS_TITLES,
  type TBookSport,
  type TEsportsTitle,
} from "@orchid/contract/sportsbook";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useMerchantTimeZone } from "../../i18n/use-merchant-time-zone.ts";
import { fromZonedInput, toZonedInput } from "../../i18n/zoned-time.ts";
import { Field } from "../../ui/field.tsx";
import { EditDialog } from "../games/edit-dialog.tsx";
import games from "../games/games.module.css";
import styles from "./book.module.css";
import { KIND_KEYS, SPORT_KEYS, TITLE_KEYS } from "./book-vocabulary.ts";
import { checkEventDraft, kindFor, newEventDraft, presetMarkets, type TEventDraft } from "./event-draft.ts";
import { MarketsEditor } from "./markets-editor.tsx";
import { useBookChange } from "./use-book-change.ts";
import { usePutTrading } from "./use-put-trading.ts";

const HOUR_MS = 3_600_000;

/** The next whole hour but one, as the merchant's wall time: a sensible start to change. */
function defaultStart(zone: string): string {
  return toZonedInput(new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + HOUR_MS).toISOString(), zone);
}

/**
 * The merchant's own event: sport (and esports title), a match or a series, its competition and
 * sides, its start in the merchant's time zone, and its markets with opening prices (a preset per
 * sport the operator changes). Members of this merchant only see it; it opens its trading view.
 */
export function NewEventDialog(props: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const knownZone = useMerchantTimeZone();
  const zone = knownZone ?? "UTC";
  const putTrading = usePutTrading();
  // The start is typed as the merchant's wall time: it is offered once the merchant's zone is known.
  const [draft, setDraft] = useState<TEventDraft>(() =>
    newEventDraft(knownZone ? defaultStart(knownZone) : ""),
  );
  useEffect(() => {
    if (knownZone)
      setDraft((current) => (current.startsAt ? current : { ...current, startsAt: defaultStart(knownZone) }));
  }, [knownZone]);
  const [local, setLocal] = useState<{ field: string; key: string } | null>(null);
  const create = useBookChange("boBookNewEvent", {
    refresh: ["boBookEvents"],
    successKey: "bo_book_event_created",
    onSuccess: (trading) => {
      putTrading(trading);
      props.onClose();
      navigate(`/book/events/${trading.event.id}`);
    },
  });
  const problem =
    local ?? (create.problem?.field ? { field: create.problem.field, key: create.problem.key } : null);
  const errorOf = (field: string) => (problem?.field === field ? problem.key : null);
  const set = (patch: Partial<TEventDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function setSport(sport: TBookSport) {
    const kind = kindFor(sport);
    set({
      sport,
      kind,
      title: sport === "esports" ? draft.title || "lol" : "",
      markets: presetMarkets(sport, kind),
    });
  }

  function setKind(kind: "match" | "series") {
    set({ kind, markets: presetMarkets(draft.sport, kind) });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkEventDraft(draft, (wall) => fromZonedInput(wall, zone));
    setLocal(checked.ok ? null : checked);
    if (checked.ok) create.run(checked.input);
  }

  const text = (field: "competition" | "stage" | "home" | "away", label: string, testId: string) => (
    <Field label={label} errorKey={errorOf(field)}>
      <input
        className="input"
        maxLength={80}
        value={draft[field]}
        aria-invalid={Boolean(errorOf(field))}
        onChange={(event) => set({ [field]: event.target.value })}
        data-testid={testId}
      />
    </Field>
  );

  return (
    <EditDialog title={t("bo_book_new_event")} onClose={props.onClose} testId="book-new-event-dialog">
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <p className={styles.note}>{t("bo_book_new_event_explained")}</p>
        <div className={styles.fields}>
          <Field label={t("bo_book_sport")}>
            <select
              className="select"
              value={draft.sport}
              onChange={(event) => setSport(event.target.value as TBookSport)}
              data-testid="book-new-sport"
            >
              {BOOK_SPORTS.map((sport) => (
                <option key={sport} value={sport}>
                  {t(SPORT_KEYS[sport])}
                </option>
              ))}
            </select>
          </Field>
          {draft.sport === "esports" && (
            <Field label={t("bo_book_title")} errorKey={errorOf("title")}>
              <select
                className="select"
                value={draft.title}
                onChange={(event) => set({ title: event.target.value as TEsportsTitle })}
                data-testid="book-new-title"
              >
                {ESPORTS_TITLES.map((title) => (
                  <option key={title} value={title}>
                    {t(TITLE_KEYS[title])}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field label={t("bo_book_kind")}>
            <select
              className="select"
              value={draft.kind}
              onChange={(event) => setKind(event.target.value as "match" | "series")}
              data-testid="book-new-kind"
            >
              {(["match", "series"] as const).map((kind) => (
                <option key={kind} value={kind}>
                  {t(KIND_KEYS[kind])}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className={styles.wideFields}>
          {text("competition", t("bo_book_competition"), "book-new-competition")}
          {text("stage", t("bo_book_stage"), "book-new-stage")}
          {text("home", t("bo_book_home_side"), "book-new-home")}
          {text("away", t("bo_book_away_side"), "book-new-away")}
          <Field label={t("bo_book_starts")} hint={t("bo_book_merchant_time")} errorKey={errorOf("startsAt")}>
            <input
              className="input"
              type="datetime-local"
              value={draft.startsAt}
              aria-invalid={Boolean(errorOf("startsAt"))}
              onChange={(event) => set({ startsAt: event.target.value })}
              data-testid="book-new-starts"
            />
          </Field>
        </div>
        <fieldset className={styles.group}>
          <legend>{t("bo_book_markets")}</legend>
          <MarketsEditor
            kind={draft.kind}
            markets={draft.markets}
            sides={{ home: draft.home, away: draft.away }}
            errorOf={errorOf}
            onChange={(markets) => set({ markets })}
          />
        </fieldset>
        {create.problem && !create.problem.field && (
          <p className={styles.problem} role="alert">
            {t(create.problem.key)}
          </p>
        )}
        <div className={games.dialogActions}>
          <button type="button" className="btn" onClick={props.onClose}>
            {t("bo_cancel")}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={create.isPending}
            data-testid="book-new-create"
          >
            {t("bo_book_create_event")}
          </button>
        </div>
      </form>
    </EditDialog>
  );
}
