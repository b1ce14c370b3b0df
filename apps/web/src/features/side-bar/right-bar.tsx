import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppStore } from "../../store/app-store.ts";
import { NavIcon } from "../navigation/nav-icon.tsx";
import styles from "./right-bar.module.css";

const QUICK_LINKS = [
  { to: "/noticePage", labelKey: "nav_notices" },
  { to: "/promotions", labelKey: "nav_promotions" },
  { to: "/help", labelKey: "nav_help" },
  { to: "/down", labelKey: "nav_download" },
] as const;

/** The floating right-side bar: chat (not open yet) and a quick menu. */
export function RightBar() {
  const { t } = useTranslation();
  const isMenuOpen = useAppStore((state) => state.isRightMenuOpen);
  const setMenuOpen = (isOpen: boolean) => useAppStore.setState({ isRightMenuOpen: isOpen });
  return (
    <div className={styles.bar} data-testid="right-bar">
      {isMenuOpen && (
        <nav id="right-bar-menu" className={styles.menu} aria-label={t("right_menu")}>
          {QUICK_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={styles.menuLink} onClick={() => setMenuOpen(false)}>
              {t(link.labelKey)}
            </Link>
          ))}
        </nav>
      )}
      <button
        type="button"
        className={styles.button}
        aria-disabled="true"
        aria-describedby="right-bar-chat-tip"
        onClick={(event) => event.preventDefault()}
      >
        <NavIcon name="CHAT" />
        <span className="visually-hidden">{t("chat_title")}</span>
        <span id="right-bar-chat-tip" role="tooltip" className={styles.tip}>
          {t("chat_coming_soon")}
        </span>
      </button>
      <button
        type="button"
        className={styles.button}
        aria-expanded={isMenuOpen}
        aria-controls="right-bar-menu"
        aria-label={t("right_menu")}
        onClick={() => setMenuOpen(!isMenuOpen)}
      >
        <NavIcon name="MENU" />
      </button>
    </div>
  );
}
