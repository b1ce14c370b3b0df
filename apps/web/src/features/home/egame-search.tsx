import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import button from "../../ui/button.module.css";
import page from "../../ui/page.module.css";
import { SearchField } from "../../ui/search-field.tsx";
import styles from "./home-games.module.css";

/** The slot lobby (spec §2 "An e-game search exists on home"). */
const SLOT_LOBBY = "/rng";

/** The home page's e-game search: sends the visitor to the slot lobby with the name searched. */
export function EGameSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState("");

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const search = text.trim();
    navigate(search ? `${SLOT_LOBBY}?${new URLSearchParams({ search })}` : SLOT_LOBBY);
  }

  return (
    <section className={`${page.card} ${styles.searchCard}`} aria-labelledby="home-search-title">
      <h2 id="home-search-title" className={page.sectionTitle}>
        {t("home_games_search_title")}
      </h2>
      <form className={styles.searchForm} onSubmit={handleSubmit}>
        <SearchField
          className={styles.searchField}
          iconSize={18}
          value={text}
          testId="home-search"
          onChange={setText}
        />
        <button type="submit" className={button.primary} data-testid="home-search-submit">
          {t("home_games_search_submit")}
        </button>
      </form>
    </section>
  );
}
