import type { TPointsSettings } from "@orchid/contract/points";
import { type Control, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { cashForPoints, exchangeExample } from "./exchange-example.ts";
import styles from "./points.module.css";
import { wholeIn } from "./points-numbers.ts";
import { exchangeRateOf, MIN_CONVERT_MAX, type TPointsSettingsDraft } from "./settings-draft.ts";
import { useFormatCash } from "./use-format-cash.ts";

/**
 * What the exchange rate being typed means, live: "1,000 points = K 10.00", and what the smallest
 * conversion gives. Cash is rounded down to the cent, as a conversion pays.
 */
export function ExchangeExampleLine(props: {
  control: Control<TPointsSettingsDraft, unknown, TPointsSettings>;
}) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const formatCash = useFormatCash();
  const exchange = useWatch({ control: props.control, name: "exchange" });
  const minConvertText = useWatch({ control: props.control, name: "minConvert" });
  const rate = exchangeRateOf(exchange);
  if (!rate)
    return (
      <p className={styles.example} role="status" data-testid="points-exchange-example">
        <span className="muted">{t("bo_points_example_none")}</span>
      </p>
    );
  const example = exchangeExample(rate);
  const minConvert = wholeIn(minConvertText, 1, MIN_CONVERT_MAX);
  return (
    <p className={styles.example} role="status" aria-live="polite" data-testid="points-exchange-example">
      <strong>
        {t("bo_points_example", { points: formatNumber(example.points), cash: formatCash(example.minor) })}
      </strong>
      {minConvert !== null && (
        <span className="muted">
          {t("bo_points_example_min", {
            points: formatNumber(minConvert),
            cash: formatCash(cashForPoints(minConvert, rate)),
          })}
        </span>
      )}
      <span className="muted">{t("bo_points_example_rounding")}</span>
    </p>
  );
}
