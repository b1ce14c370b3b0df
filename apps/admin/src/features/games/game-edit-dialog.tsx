import type { TBoGame } from "@orchid/contract/backoffice-games";
import { GAME_NAME_MAX } from "@orchid/contract/games";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { AmountField } from "../../money/amount-field.tsx";
import { useConsoleStore } from "../../store/console-store.ts";
import { Field } from "../../ui/field.tsx";
import { LocalizedTextField } from "../content/localized-text-field.tsx";
import { EditDialog } from "./edit-dialog.tsx";
import { draftOf, gameUpdateOf, type TGameDraft } from "./game-draft.ts";
import { GameImageField } from "./game-image-field.tsx";
import { gameName } from "./game-name.ts";
import styles from "./games.module.css";

/**
 * One game: its tile, names in every language (English required), hot flag and place in the hot
 * list, lobby order, switch and minimum bet. Read-only for operators who may not change it.
 */
export function GameEditDialog(props: { game: TBoGame; canChange: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const { game } = props;
  const [draft, setDraft] = useState<TGameDraft>(() => draftOf(game));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const save = useConsoleChange("boUpdateGame", { refresh: ["boGames"], onSuccess: props.onClose });
  const errors = { ...save.fieldErrors, ...localErrors };
  const name = gameName(game.names, language, game.code);
  const isReadOnly = !props.canChange;

  function change(patch: Partial<TGameDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = gameUpdateOf(game.id, draft);
    setLocalErrors(result.ok ? {} : result.errors);
    if (result.ok) save.run(result.request);
  }

  return (
    <EditDialog title={name} onClose={props.onClose} testId="game-dialog">
      <p className={`${styles.note} mono`}>
        {game.code} · {game.vendorName} · {game.gameType}
        {game.mathsModel && ` · ${game.mathsModel}`}
      </p>
      <GameImageField game={game} name={name} canChange={props.canChange} />
      <form className="stack" onSubmit={handleSubmit}>
        <fieldset className={styles.fieldset} disabled={isReadOnly}>
          <div className="stack">
            <LocalizedTextField
              label={t("bo_games_names")}
              path="names"
              value={draft.names}
              onChange={(names) => change({ names })}
              fieldErrors={errors}
              maxLength={GAME_NAME_MAX}
            />
            <div className={styles.checks}>
              <label className="check">
                <input
                  type="checkbox"
                  checked={draft.enabled}
                  onChange={(event) => change({ enabled: event.target.checked })}
                  data-testid="game-enabled"
                />
                {t("bo_games_enabled_label")}
              </label>
              <label className="check">
                <input
                  type="checkbox"
                  checked={draft.isHot}
                  onChange={(event) => change({ isHot: event.target.checked })}
                  data-testid="game-hot"
                />
                {t("bo_games_hot_label")}
              </label>
            </div>
            <div className={styles.fields}>
              <Field
                label={t("bo_games_hot_order")}
                hint={t("bo_games_hot_order_hint")}
                errorKey={errors.hotOrder}
              >
                <input
                  className="input"
                  type="number"
                  min={0}
                  step={1}
                  value={draft.hotOrder}
                  aria-invalid={Boolean(errors.hotOrder)}
                  onChange={(event) => change({ hotOrder: event.target.value })}
                />
              </Field>
              <Field label={t("bo_games_order")} hint={t("bo_games_order_hint")} errorKey={errors.sortOrder}>
                <input
                  className="input"
                  type="number"
                  min={0}
                  step={1}
                  value={draft.sortOrder}
                  aria-invalid={Boolean(errors.sortOrder)}
                  onChange={(event) => change({ sortOrder: event.target.value })}
                />
              </Field>
              <AmountField
                label={t("bo_games_min_bet")}
                hint={t("bo_games_min_bet_hint")}
                value={draft.minBet}
                onChange={(minBet) => change({ minBet })}
                errorKey={errors.minBet}
                testId="game-min-bet"
              />
            </div>
          </div>
        </fieldset>
        <div className={styles.dialogActions}>
          <button type="button" className="btn" onClick={props.onClose}>
            {t(isReadOnly ? "bo_close" : "bo_cancel")}
          </button>
          {!isReadOnly && (
            <button
              type="submit"
              className="btn btn-primary"
              disabled={save.isPending}
              data-testid="game-save"
            >
              {t("bo_games_save")}
            </button>
          )}
        </div>
      </form>
    </EditDialog>
  );
}
