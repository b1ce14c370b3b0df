import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TBoGame } from "@orchid/contract/backoffice-games";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { gameName } from "../games/game-name.ts";
import styles from "./bonus.module.css";

/** The most games one search lists: the catalogue holds thousands of slots, so the operator narrows by name. */
const GAMES_MAX = 50;

/**
 * Picks the slot game free spins play on, from the console's game catalogue: enabled RNG games
 * with a maths model (Orchid's own slots), found by name. The server checks the choice again
 * (err_bonus_spins_game on this field). A saved game not among the listed ones stays chosen by
 * its number.
 */
export function SlotGamePicker(props: {
  value: string;
  onChange: (gameId: string, game: TBoGame | null) => void;
  /** The chosen game once the list has shown it (for its model's lines and bets). */
  onGame: (game: TBoGame) => void;
  errorKey?: string;
}) {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const query = useConsoleQuery("boGames", {
    gameType: "RNG",
    enabled: true,
    q: search || undefined,
    page: 1,
    pageSize: GAMES_MAX,
  });
  const games = (query.data?.rows ?? []).filter((game) => !game.isGroup && game.mathsModel !== null);
  const chosen = games.find((game) => String(game.id) === props.value);
  const { onGame } = props;
  useEffect(() => {
    if (chosen) onGame(chosen);
  }, [chosen, onGame]);

  function find() {
    setSearch(typed.trim());
  }

  /** Enter searches the catalogue instead of submitting the campaign form around it. */
  function handleKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    find();
  }

  const labelOf = (game: TBoGame) =>
    t("bo_bonus_spins_game_option", {
      name: gameName(game.names, language, game.code),
      vendor: game.vendorName,
      id: game.id,
    });

  return (
    <fieldset className={styles.plain} data-testid="bonus-spins-game">
      <legend className="muted">{t("bo_bonus_spins_game")}</legend>
      <div className={styles.gameSearch}>
        <input
          className="input"
          type="search"
          maxLength={64}
          placeholder={t("bo_bonus_spins_game_search")}
          aria-label={t("bo_bonus_spins_game_search")}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={handleKey}
          data-testid="bonus-spins-game-search"
        />
        <button type="button" className="btn" onClick={find} data-testid="bonus-spins-game-find">
          {t("bo_bonus_spins_game_find")}
        </button>
      </div>
      <select
        className="select"
        aria-label={t("bo_bonus_spins_game")}
        aria-invalid={Boolean(props.errorKey)}
        value={props.value}
        onChange={(event) => {
          const id = event.target.value;
          props.onChange(id, games.find((game) => String(game.id) === id) ?? null);
        }}
        data-testid="bonus-spins-game-select"
      >
        <option value="">{query.isPending ? t("bo_loading") : t("bo_bonus_spins_game_choose")}</option>
        {props.value && !chosen && (
          <option value={props.value}>{t("bo_bonus_spins_game_saved", { id: props.value })}</option>
        )}
        {games.map((game) => (
          <option key={game.id} value={String(game.id)}>
            {labelOf(game)}
          </option>
        ))}
      </select>
      {query.isError ? (
        <small className="field-error" role="alert">
          {t(errorKeyOf(query.error))}
        </small>
      ) : (
        !query.isPending && (
          <small className="field-hint" data-testid="bonus-spins-game-found">
            {games.length === 0
              ? t("bo_bonus_spins_game_none")
              : t("bo_bonus_spins_game_found", { number: games.length })}
          </small>
        )
      )}
      {props.errorKey && (
        <small className="field-error" role="alert">
          {t(props.errorKey)}
        </small>
      )}
    </fieldset>
  );
}
