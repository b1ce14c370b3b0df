import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TGameMenuCard } from "@orchid/contract/games";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import page from "../../ui/page.module.css";
import { RoundArrow } from "../../ui/round-arrow.tsx";
import { usePrefersReducedMotion } from "../../ui/use-reduced-motion.ts";
import { useElementWidth } from "../lobby/use-element-width.ts";
import { categoryVendors, vendorLobbyPath } from "../vendors/menu-vendors.ts";
import { useGameMenus } from "../vendors/use-game-menus.ts";
import { VendorLogo } from "../vendors/vendor-logo.tsx";
import sections from "./home-games.module.css";
import {
  isSlideShown,
  nextStart,
  previousStart,
  SLIDER_AUTOPLAY_MS,
  slidesPerView,
} from "./slider-paging.ts";
import styles from "./vendor-slider.module.css";

/** Every slot vendor: the slider is not the header's short list. */
const ALL_VENDORS = Number.POSITIVE_INFINITY;

/**
 * The home vendor slider (spec §2, §9): the slot vendors' images, 10 per view on a desktop and
 * fewer on narrow screens, one vendor on every 3 s; hovering or focusing it holds it still, and it
 * never moves by itself for a visitor who asked for reduced motion.
 * Each vendor opens its lobby.
 */
export function VendorSlider() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const vendors = categoryVendors(menus.data ?? [], "RNG", ALL_VENDORS);
  const trackRef = useRef<HTMLDivElement>(null);
  const perView = slidesPerView(useElementWidth(trackRef));
  const [start, setStart] = useState(0);
  const [isHeld, setIsHeld] = useState(false);
  const isMotionReduced = usePrefersReducedMotion();
  const total = vendors.length;
  const shownStart = Math.min(start, Math.max(0, total - perView));

  useEffect(() => {
    if (isHeld || isMotionReduced || total <= perView) return;
    const timer = window.setInterval(
      () => setStart((at) => nextStart(at, total, perView)),
      SLIDER_AUTOPLAY_MS,
    );
    return () => window.clearInterval(timer);
  }, [isHeld, isMotionReduced, total, perView]);

  const hasArrows = total > perView;
  const emptyText = menus.isError ? t(errorKeyOf(menus.error)) : t("lobby_vendors_none");
  return (
    <section
      className={page.card}
      aria-labelledby="home-vendors-title"
      aria-roledescription="carousel"
      data-testid="vendor-slider"
      data-start={shownStart}
      data-per-view={perView}
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsHeld(false);
      }}
    >
      <h2 id="home-vendors-title" className={page.sectionTitle}>
        {t("lobby_vendors")}
      </h2>
      <div className={styles.slider}>
        {hasArrows && (
          <RoundArrow
            direction="prev"
            label={t("lobby_vendors_prev")}
            testId="vendor-slider-prev"
            onClick={() => setStart(previousStart(shownStart, total, perView))}
          />
        )}
        {(menus.isError || (menus.isSuccess && total === 0)) && <p className={sections.empty}>{emptyText}</p>}
        <div ref={trackRef} className={styles.viewport}>
          <ul
            className={styles.track}
            style={{ "--start": shownStart, "--per-view": perView } as CSSProperties}
          >
            {vendors.map((vendor, index) => (
              <VendorSlide
                key={vendor.vassalage}
                vendor={vendor}
                isShown={isSlideShown(index, shownStart, perView)}
              />
            ))}
          </ul>
        </div>
        {hasArrows && (
          <RoundArrow
            direction="next"
            label={t("lobby_vendors_next")}
            testId="vendor-slider-next"
            onClick={() => setStart(nextStart(shownStart, total, perView))}
          />
        )}
      </div>
    </section>
  );
}

/** One vendor: its image and name, leading to its lobby; slides out of view take no focus. */
function VendorSlide({ vendor, isShown }: { vendor: TGameMenuCard; isShown: boolean }) {
  return (
    <li className={styles.slide} inert={!isShown} data-testid="vendor-slide" data-shown={isShown}>
      <Link to={vendorLobbyPath("/rng", vendor.vassalage)} className={styles.vendor}>
        <VendorLogo gameType={vendor.gameType} vassalage={vendor.vassalage} className={styles.logo} />
        <bdi className={styles.name}>{vendor.name}</bdi>
      </Link>
    </li>
  );
}
