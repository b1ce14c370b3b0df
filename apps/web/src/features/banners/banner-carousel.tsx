import type { TBanner } from "@orchid/contract/content";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAppStore } from "../../store/app-store.ts";
import { usePrefersReducedMotion } from "../../ui/use-reduced-motion.ts";
import styles from "./banner-carousel.module.css";

const AUTOPLAY_MS = 5000;

/**
 * Banners of one route group; advances every 5 s and keeps going after interaction (spec §2),
 * unless the visitor asked for reduced motion: then it moves only when they choose a slide.
 */
export function BannerCarousel({ banners }: { banners: TBanner[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isRtl = useAppStore((state) => state.language === "AR" || state.language === "UR");
  const isMotionReduced = usePrefersReducedMotion();
  const [emblaRef, embla] = useEmblaCarousel(
    { loop: banners.length > 1, direction: isRtl ? "rtl" : "ltr" },
    isMotionReduced
      ? []
      : [
          Autoplay({
            delay: AUTOPLAY_MS,
            stopOnInteraction: false,
            stopOnMouseEnter: false,
            stopOnFocusIn: false,
          }),
        ],
  );
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const handleSelect = () => setSelected(embla.selectedScrollSnap());
    handleSelect();
    embla.on("select", handleSelect).on("reInit", handleSelect);
    return () => {
      embla.off("select", handleSelect).off("reInit", handleSelect);
    };
  }, [embla]);

  const handleOpen = useCallback(
    (banner: TBanner) => {
      if (!banner.linkage) return;
      if (banner.linkageType === "ROUTE") navigate(banner.linkage);
      else if (banner.linkageType === "URL") window.open(banner.linkage, "_blank", "noopener,noreferrer");
    },
    [navigate],
  );

  return (
    <section
      className={styles.carousel}
      data-testid="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t("banner_label")}
    >
      <div className={styles.viewport} ref={emblaRef}>
        <div className={styles.container}>
          {banners.map((banner, index) => {
            const isClickable =
              Boolean(banner.linkage) && (banner.linkageType === "ROUTE" || banner.linkageType === "URL");
            const image = (
              <img
                src={banner.url}
                alt={banner.title}
                className={styles.image}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "auto"}
                draggable={false}
              />
            );
            return (
              // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern)
              <div
                key={banner.bannerId}
                className={styles.slide}
                data-testid="banner-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t("banner_slide_label", { index: index + 1, count: banners.length })}
              >
                {isClickable ? (
                  <button type="button" className={styles.link} onClick={() => handleOpen(banner)}>
                    {image}
                  </button>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {banners.length > 1 && (
        <div className={styles.dots}>
          {banners.map((banner, index) => (
            <button
              key={banner.bannerId}
              type="button"
              className={index === selected ? styles.dotActive : styles.dot}
              aria-label={t("banner_go_to", { index: index + 1 })}
              aria-current={index === selected}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
