import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { NavIcon, type TNavIconName } from "../navigation/nav-icon.tsx";
import styles from "./mobile-bottom-nav.module.css";

const ITEMS: { to: string; labelKey: string; icon: TNavIconName }[] = [
  { to: "/sports", labelKey: "nav_sports", icon: "SPORTS" },
  { to: "/elott", labelKey: "nav_lottery", icon: "ELOTT" },
  { to: "/pvp", labelKey: "nav_pvp", icon: "PVP" },
  { to: "/", labelKey: "nav_home", icon: "HOME" },
];

/** The phone bottom navigation (≤ 768 px): sports, lottery, PVP, home. */
export function MobileBottomNav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} data-testid="mobile-bottom-nav" aria-label={t("nav_mobile")}>
      {ITEMS.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.to === "/"}
          className={({ isActive }) => (isActive ? styles.active : styles.item)}
        >
          <NavIcon name={item.icon} />
          <span>{t(item.labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
