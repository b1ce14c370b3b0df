import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { bannerGroupOf } from "../banners/banner-group.ts";
import { useHomeNotice } from "../notices/use-home-notice.ts";
import styles from "./root-layout.module.css";

const BannerCarousel = lazy(() =>
  import("../banners/banner-carousel.tsx").then((m) => ({ default: m.BannerCarousel })),
);

/** The banner region: the carousel of the route's group, when that group has banners. */
export function RouteBanner() {
  const { pathname } = useLocation();
  const banners = useHomeNotice().notice.banners;
  const group = bannerGroupOf(pathname);
  const shown = group ? banners.filter((banner) => banner.groupName === group) : [];
  if (shown.length === 0) return null;
  return (
    <Suspense fallback={<div className={styles.bannerSpace} />}>
      <BannerCarousel key={group} banners={shown} />
    </Suspense>
  );
}
