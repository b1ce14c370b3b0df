import type { TGameVendor } from "@orchid/contract/games";
import { useTranslation } from "react-i18next";
import { VendorLogo } from "../vendors/vendor-logo.tsx";
import styles from "./book.module.css";

type TProviderStripProps = {
  providers: readonly TGameVendor[];
  /** The vendor whose lobby shows, or null for Orchid's own book. */
  selected: string | null;
  onSelect: (vassalage: string | null) => void;
};

/** The hall's providers: Orchid's own book first, then the vendors whose lobbies open here. */
export function ProviderStrip({ providers, selected, onSelect }: TProviderStripProps) {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  return (
    <nav className={styles.providers} aria-label={t("sb_providers")} data-testid="sb-providers">
      <button
        type="button"
        className={styles.provider}
        aria-pressed={selected === null}
        data-testid="sb-provider-book"
        onClick={() => onSelect(null)}
      >
        <span className={styles.providerBook} aria-hidden="true">
          O
        </span>
        {t("sb_own_book")}
      </button>
      {providers.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          className={styles.provider}
          aria-pressed={vendor.vassalage === selected}
          data-testid={`sb-provider-${vendor.vassalage}`}
          onClick={() => onSelect(vendor.vassalage)}
        >
          <VendorLogo
            gameType={vendor.gameType}
            vassalage={vendor.vassalage}
            className={styles.providerLogo}
          />
          <bdi>{vendor.name}</bdi>
        </button>
      ))}
    </nav>
  );
}
