import type { TGameVendor } from "@orchid/contract/games";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocaleTag } from "../../i18n/use-locale-tag.ts";
import { RoundArrow } from "../../ui/round-arrow.tsx";
import { VendorLogo } from "../vendors/vendor-logo.tsx";
import styles from "./vendor-strip.module.css";

/** Spec §9: prev/next arrows only when there are more than 8 vendors. */
const ARROWS_ABOVE = 8;

type TVendorStripProps = { vendors: TGameVendor[]; selected: string; onSelect: (vassalage: string) => void };

/** The lobby's vendor tabs: one scrolling row, with arrows that page through a long one. */
export function VendorStrip({ vendors, selected, onSelect }: TVendorStripProps) {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const listRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const hasArrows = vendors.length > ARROWS_ABOVE;

  function readEdges() {
    const list = listRef.current;
    if (!list) return;
    // scrollLeft runs negative in right-to-left pages; its size tells how far from the start.
    const offset = Math.abs(list.scrollLeft);
    setEdges({ atStart: offset < 4, atEnd: offset + list.clientWidth >= list.scrollWidth - 4 });
  }

  function handleArrow(direction: 1 | -1) {
    const list = listRef.current;
    if (!list) return;
    const isRtl = getComputedStyle(list).direction === "rtl";
    list.scrollBy({ left: direction * (isRtl ? -1 : 1) * list.clientWidth * 0.8, behavior: "smooth" });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the selection changes
  useEffect(() => {
    const active = listRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    active?.scrollIntoView({ block: "nearest", inline: "nearest" });
    readEdges();
  }, [selected]);

  return (
    <nav className={styles.strip} aria-label={t("lobby_vendors")} data-testid="vendor-strip">
      {hasArrows && (
        <RoundArrow
          direction="prev"
          label={t("lobby_vendors_prev")}
          disabled={edges.atStart}
          testId="vendor-prev"
          onClick={() => handleArrow(-1)}
        />
      )}
      <div ref={listRef} className={styles.list} onScroll={readEdges}>
        {vendors.map((vendor) => (
          <button
            key={vendor.vassalage}
            type="button"
            className={styles.vendor}
            aria-pressed={vendor.vassalage === selected}
            data-testid={`vendor-${vendor.vassalage}`}
            onClick={() => onSelect(vendor.vassalage)}
          >
            <VendorLogo gameType={vendor.gameType} vassalage={vendor.vassalage} className={styles.logo} />
            <span className={styles.text}>
              <bdi className={styles.name}>{vendor.name}</bdi>
              <span className={styles.count}>
                {t("lobby_vendor_games", { total: new Intl.NumberFormat(locale).format(vendor.gameCount) })}
              </span>
            </span>
          </button>
        ))}
      </div>
      {hasArrows && (
        <RoundArrow
          direction="next"
          label={t("lobby_vendors_next")}
          disabled={edges.atEnd}
          testId="vendor-next"
          onClick={() => handleArrow(1)}
        />
      )}
    </nav>
  );
}
