import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { GAME_CATEGORIES, type TCategoryId } from "../navigation/game-categories.ts";
import { NavIcon } from "../navigation/nav-icon.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./header-bottom.module.css";
import { HeaderCategoryItem } from "./header-category-item.tsx";

/** The header's bottom bar (HEADERBOTTOM): logo, home, game types with their vendor menus, promotions. */
export function HeaderBottom() {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const [openMenu, setOpenMenu] = useState<TCategoryId | null>(null);
  const itemClass = ({ isActive }: { isActive: boolean }) => (isActive ? styles.active : styles.item);
  return (
    <nav className={styles.bar} data-testid="header-bottom" aria-label={t("nav_main")}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label={t("nav_home")}>
          <img src={info.whitelabel.logoUrl} alt={info.whitelabel.name} height={36} />
        </Link>
        <ul className={styles.list}>
          <li>
            <NavLink to="/" end className={itemClass}>
              <NavIcon name="HOME" />
              {t("nav_home")}
            </NavLink>
          </li>
          {GAME_CATEGORIES.map((category) => (
            <HeaderCategoryItem
              key={category.id}
              category={category}
              isOpen={openMenu === category.id}
              onOpen={setOpenMenu}
            />
          ))}
          <li>
            <NavLink to="/promotions" className={itemClass}>
              <NavIcon name="PROMO" />
              {t("nav_promotions")}
            </NavLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}
