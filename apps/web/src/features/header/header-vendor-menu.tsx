import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TGameCategory } from "../navigation/game-categories.ts";
import { categoryVendors, vendorLobbyPath } from "../vendors/menu-vendors.ts";
import { useGameMenus } from "../vendors/use-game-menus.ts";
import { VendorLogo } from "../vendors/vendor-logo.tsx";
import styles from "./header-vendor-menu.module.css";

type THeaderVendorMenuProps = { category: TGameCategory; onClose: () => void };

/** Spec §9: a dropdown hides 200 ms after the pointer or focus leaves it. */
const HIDE_DELAY_MS = 200;
/** Keeps the menu this far inside the window's edges. */
const EDGE = 8;
const MENU_ITEM = '[role="menuitem"]';

/**
 * A game category's vendor menu (spec §2 header bottom, §9 at most 11 vendors per category):
 * each vendor's image and name, opening that vendor's lobby. It hangs below its category's item
 * (fixed, so the bar's sideways scrolling never clips it) and closes 200 ms after the pointer and
 * focus have left the item; arrow keys move from the link into the menu and within it, Escape
 * closes it and returns to the link. A category with no vendors shows none.
 */
export function HeaderVendorMenu({ category, onClose }: THeaderVendorMenuProps) {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const vendors = categoryVendors(menus.data ?? [], category.id);
  const menuRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const hasVendors = vendors.length > 0;
  const isEmpty = menus.isSuccess && !hasVendors;

  useEffect(() => {
    if (isEmpty) closeRef.current();
  }, [isEmpty]);

  // The category's item (the menu's parent) owns hover, focus and keys for both.
  useEffect(() => {
    const item = menuRef.current?.parentElement;
    if (!hasVendors || !item) return;
    let hideTimer: number | undefined;
    const stay = () => window.clearTimeout(hideTimer);
    const leave = () => {
      stay();
      hideTimer = window.setTimeout(() => closeRef.current(), HIDE_DELAY_MS);
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        item.querySelector<HTMLElement>("a")?.focus();
        closeRef.current();
        return;
      }
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      const items = [...item.querySelectorAll<HTMLElement>(MENU_ITEM)];
      event.preventDefault();
      const current = items.indexOf(document.activeElement as HTMLElement);
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[(current + step + items.length) % items.length]?.focus();
    };
    const events = {
      mouseenter: stay,
      focusin: stay,
      mouseleave: leave,
      focusout: leave,
      keydown: handleKey,
    };
    for (const [name, handler] of Object.entries(events))
      item.addEventListener(name, handler as EventListener);
    return () => {
      stay();
      for (const [name, handler] of Object.entries(events))
        item.removeEventListener(name, handler as EventListener);
    };
  }, [hasVendors]);

  useLayoutEffect(() => {
    if (!hasVendors) return;
    function handleMove() {
      const anchor = menuRef.current?.parentElement?.getBoundingClientRect();
      const menu = menuRef.current;
      if (!anchor || !menu) return;
      const isRtl = getComputedStyle(menu).direction === "rtl";
      const width = menu.offsetWidth;
      const wanted = isRtl ? anchor.right - width : anchor.left;
      setPlace({
        top: anchor.bottom,
        left: Math.max(EDGE, Math.min(wanted, window.innerWidth - width - EDGE)),
      });
    }
    handleMove();
    window.addEventListener("scroll", handleMove, { passive: true });
    window.addEventListener("resize", handleMove);
    return () => {
      window.removeEventListener("scroll", handleMove);
      window.removeEventListener("resize", handleMove);
    };
  }, [hasVendors]);

  if (!hasVendors) return null;
  return (
    <div
      ref={menuRef}
      role="menu"
      className={styles.menu}
      style={place ?? { visibility: "hidden" }}
      aria-label={t("header_games_vendors", { category: t(category.labelKey) })}
      data-testid={`header-vendors-${category.id}`}
    >
      {vendors.map((vendor) => (
        <Link
          key={vendor.vassalage}
          to={vendorLobbyPath(category.path, vendor.vassalage)}
          role="menuitem"
          tabIndex={-1}
          className={styles.vendor}
          data-testid="header-vendor"
          onClick={onClose}
        >
          <VendorLogo gameType={vendor.gameType} vassalage={vendor.vassalage} className={styles.logo} />
          <bdi className={styles.name}>{vendor.name}</bdi>
        </Link>
      ))}
    </div>
  );
}
