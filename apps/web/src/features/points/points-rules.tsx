import { GAME_TYPES } from "@orchid/contract/games";
import type { TPointsConfig } from "@orchid/contract/points";
import { useTranslation } from "react-i18next";
import centre from "../../ui/centre-page.module.css";
import { gameTypeKey } from "../bonus/offer-summary.ts";
import table from "../member-centre/centre-table.module.css";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./points.module.css";
import { usePointsFormat } from "./use-points-format.ts";

/** Earning rates are per 100.00 of valid bet or deposit (10,000 minor units). */
const RATE_BASE_MINOR = 10_000;

type TRateRow = { key: string; activity: string; rate: string };

/** The exchange and earning table's rows: each game type that earns, deposits, conversion, minimum. */
function useRateRows(config: TPointsConfig): TRateRow[] {
  const { t } = useTranslation();
  const money = useMoney();
  const format = usePointsFormat();
  const base = money.withSymbol(RATE_BASE_MINOR);
  const earning = GAME_TYPES.flatMap((type) => {
    const points = config.earn[type] ?? 0;
    if (points <= 0) return [];
    return [
      {
        key: type,
        activity: t(gameTypeKey(type)),
        rate: t("points_earn_per_bet", { points: format.count(points), amount: base }),
      },
    ];
  });
  const deposit =
    config.depositRate > 0
      ? [
          {
            key: "deposit",
            activity: t("points_type_deposit"),
            rate: t("points_earn_per_deposit", { points: format.count(config.depositRate), amount: base }),
          },
        ]
      : [];
  return [
    ...earning,
    ...deposit,
    {
      key: "exchange",
      activity: t("points_earn_exchange"),
      rate: t("points_exchange_value", {
        points: format.count(config.exchange.points),
        amount: money.withSymbol(config.exchange.minor),
      }),
    },
    {
      key: "min",
      activity: t("points_convert_min"),
      rate: t("points_amount", { points: format.count(config.minConvert) }),
    },
  ];
}

/** The rules: the merchant's text in the member's language, then the earning and exchange table. */
export function PointsRules({ config }: { config: TPointsConfig }) {
  const { t } = useTranslation();
  const rows = useRateRows(config);
  const labels = { activity: t("points_earn_activity"), rate: t("points_earn_rate") };
  const earns = config.depositRate > 0 || GAME_TYPES.some((type) => (config.earn[type] ?? 0) > 0);
  return (
    <section className={centre.page} aria-label={t("points_tab_rules")} data-testid="points-rules">
      {config.rules.trim() !== "" && (
        <div className={centre.card}>
          <h3 className={centre.cardTitle}>{t("points_rules_title")}</h3>
          <p className={styles.rules} data-testid="points-rules-text">
            <bdi>{config.rules}</bdi>
          </p>
        </div>
      )}
      <div className={centre.card}>
        <h3 className={centre.cardTitle}>{t("points_earn_title")}</h3>
        {!earns && <p className={centre.muted}>{t("points_earn_none")}</p>}
        <div className={table.wrap}>
          <table className={table.stacks} data-testid="points-rates">
            <thead>
              <tr>
                <th scope="col">{labels.activity}</th>
                <th scope="col">{labels.rate}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-testid={`points-rate-${row.key}`}>
                  <td data-label={labels.activity}>{row.activity}</td>
                  <td data-label={labels.rate}>{row.rate}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
