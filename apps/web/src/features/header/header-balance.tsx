import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../i18n/format-money.ts";
import { useLocaleTag } from "../../i18n/use-locale-tag.ts";
import { readStored, writeStored } from "../../store/storage.ts";
import { STORAGE_KEYS } from "../../store/storage-keys.ts";
import { LineIcon } from "../../ui/line-icon.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useBalance } from "../wallet/use-balance.ts";
import styles from "./header-balance.module.css";

const EYE =
  "M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z";
const EYE_OFF =
  "M4 4l16 16M10 5.7a9 9 0 0 1 2-.2c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.6 3.4M6.5 7.2C3.9 9 2.5 12 2.5 12s3.5 6.5 9.5 6.5a9 9 0 0 0 4.3-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2";

/**
 * Header balance (spec §2, §9): currency symbol and `sumBalance`; a click refreshes it (spinner
 * meanwhile); the eye masks it as *** and the choice is remembered on this device.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const { currencySymbol } = useSiteInfo().info.whitelabel;
  const { data, isFetching, refetch } = useBalance();
  const [isMasked, setIsMasked] = useState(
    () => readStored("localStorage", STORAGE_KEYS.balanceMasked) === "1",
  );

  function handleMask() {
    writeStored("localStorage", STORAGE_KEYS.balanceMasked, isMasked ? null : "1");
    setIsMasked(!isMasked);
  }

  const amount = isMasked ? "***" : formatMoney((data?.sumBalance ?? 0) / 100, localeTag);
  return (
    <span className={styles.balance}>
      <button
        type="button"
        className={styles.amount}
        aria-label={t("balance_refresh")}
        title={t("balance_refresh")}
        aria-busy={isFetching}
        data-testid="header-balance-refresh"
        onClick={() => void refetch()}
      >
        <span data-testid="header-balance" aria-live="polite">
          {`${currencySymbol}\u00a0${amount}`}
        </span>
        {isFetching && <span className={styles.spinner} aria-hidden="true" />}
      </button>
      <button
        type="button"
        className={styles.eye}
        aria-label={t(isMasked ? "balance_show" : "balance_hide")}
        title={t(isMasked ? "balance_show" : "balance_hide")}
        aria-pressed={isMasked}
        data-testid="header-balance-mask"
        onClick={handleMask}
      >
        <LineIcon d={isMasked ? EYE_OFF : EYE} size={16} />
      </button>
    </span>
  );
}
