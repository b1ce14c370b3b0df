import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppStore } from "../../store/app-store.ts";
import { toggleTheme } from "../../theme/theme.ts";
import dropdown from "../../ui/dropdown.module.css";
import { NavIcon } from "../navigation/nav-icon.tsx";
import styles from "./header.module.css";
import { HeaderDropdown } from "./header-dropdown.tsx";

const INFO_LINKS = [
  { to: "/noticePage", labelKey: "nav_notices", icon: "NOTICE" },
  { to: "/promotions", labelKey: "nav_promotions", icon: "PROMO" },
  { to: "/pointMall", labelKey: "point_mall_title", icon: "MALL" },
  { to: "/help", labelKey: "nav_help", icon: "HELP" },
  { to: "/down", labelKey: "nav_download", icon: "DOWNLOAD" },
] as const;

/** The header's "more" dropdown: information links and the theme switch (spec §1, §2). */
export function HeaderMoreMenu() {
  const { t } = useTranslation();
  const theme = useAppStore((state) => state.theme);
  return (
    <HeaderDropdown
      listId="header-more-list"
      testId="header-more"
      menuLabel={t("header_more")}
      focusSelector='[role="menuitem"]'
      trigger={
        <>
          <span className={styles.moreIcon}>
            <NavIcon name="MENU" size={18} />
          </span>
          <span className={styles.moreLabel}>{t("header_more")}</span>
        </>
      }
    >
      {(menu) => (
        <>
          {INFO_LINKS.map((link) => (
            <Link key={link.to} to={link.to} role="menuitem" className={dropdown.item} onClick={menu.close}>
              <NavIcon name={link.icon} size={18} />
              {t(link.labelKey)}
            </Link>
          ))}
          <hr className={dropdown.separator} />
          <button
            type="button"
            role="menuitemcheckbox"
            aria-checked={theme === "light"}
            data-testid="theme-toggle"
            className={dropdown.item}
            onClick={toggleTheme}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d={
                  theme === "dark"
                    ? "M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z"
                    : "M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6 4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
                }
                fill="none"
                stroke="currentColor"
                strokeWidth="1.7"
                strokeLinecap="round"
              />
            </svg>
            {t("theme_light_mode")}
            <span className={dropdown.itemEnd}>{t(theme === "light" ? "theme_on" : "theme_off")}</span>
          </button>
        </>
      )}
    </HeaderDropdown>
  );
}
