import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { lazyWithGames } from "../../app/lazy-with-games.ts";
import type { TCategoryId, TGameCategory } from "../navigation/game-categories.ts";
import { NavIcon } from "../navigation/nav-icon.tsx";
import styles from "./header-bottom.module.css";

const HeaderVendorMenu = lazyWithGames(() =>
  import("./header-vendor-menu.tsx").then((m) => m.HeaderVendorMenu),
);

/** The phone layout's bottom bar scrolls sideways and shows no vendor menus. */
const MENU_MEDIA = "(min-width: 769px)";

type THeaderCategoryItemProps = {
  category: TGameCategory;
  isOpen: boolean;
  onOpen: (id: TCategoryId | null) => void;
};

/**
 * A game category of the bottom bar: its link and, on hover or focus, its vendor menu. The menu
 * (loaded on first use) handles the keys and closing; this part only opens it.
 */
export function HeaderCategoryItem({ category, isOpen, onOpen }: THeaderCategoryItemProps) {
  const { t } = useTranslation();
  const handleOpen = () => window.matchMedia(MENU_MEDIA).matches && onOpen(category.id);
  return (
    <li onMouseEnter={handleOpen} onFocus={handleOpen}>
      <NavLink
        to={category.path}
        className={({ isActive }) => (isActive ? styles.active : styles.item)}
        aria-expanded={isOpen}
        data-testid={`header-category-${category.id}`}
      >
        <NavIcon name={category.id} />
        {t(category.labelKey)}
      </NavLink>
      {isOpen && (
        <Suspense fallback={null}>
          <HeaderVendorMenu category={category} onClose={() => onOpen(null)} />
        </Suspense>
      )}
    </li>
  );
}
