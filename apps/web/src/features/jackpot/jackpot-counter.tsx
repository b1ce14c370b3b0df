import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../i18n/format-money.ts";
import { useLocaleTag } from "../../i18n/use-locale-tag.ts";
import styles from "./jackpot-counter.module.css";
import { jackpotGlyphs } from "./jackpot-math.ts";
import { RollingDigit } from "./rolling-digit.tsx";
import { useJackpotValue } from "./use-jackpot-value.ts";

function localeDigits(tag: string): string[] {
  const format = new Intl.NumberFormat(tag, { useGrouping: false });
  return Array.from({ length: 10 }, (_, digit) => format.format(digit));
}

/** The home jackpot: a title and rolling digits with the currency symbol; hidden when disabled. */
export function JackpotCounter() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { jackpot, value } = useJackpotValue();
  const digits = useMemo(() => localeDigits(tag), [tag]);
  if (!jackpot?.enabled || value === null) return null;

  const formatted = formatMoney(value, tag);
  const glyphs = jackpotGlyphs(formatted, digits);
  return (
    <section className={styles.jackpot} data-testid="jackpot" aria-labelledby="jackpot-title">
      <h2 id="jackpot-title" className={styles.title}>
        {t("jackpot_title")}
      </h2>
      <div
        className={styles.value}
        data-testid="jackpot-value"
        role="img"
        aria-label={`${jackpot.currencySymbol} ${formatted}`}
      >
        <span className={styles.currency} aria-hidden="true">
          {jackpot.currencySymbol}
        </span>
        {glyphs.map((glyph, index) => {
          const key = glyphs.length - index;
          return glyph.kind === "digit" ? (
            <RollingDigit key={key} value={glyph.value} digits={digits} />
          ) : (
            <span key={key} className={styles.separator} aria-hidden="true">
              {glyph.char}
            </span>
          );
        })}
      </div>
    </section>
  );
}
