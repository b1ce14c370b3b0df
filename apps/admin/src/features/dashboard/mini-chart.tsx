import { useTranslation } from "react-i18next";
import { useFormatNumber } from "../../i18n/use-format.ts";
import styles from "./mini-chart.module.css";

/** One bar of a mini chart: the day's label (already formatted) and its value. */
export type TChartPoint = { label: string; value: number };

const BAR_STEP = 10;
const BAR_WIDTH = 7;
const HEIGHT = 40;

/**
 * A small bar chart of a few days (oldest first, the last bar is today), drawn as inline SVG.
 * Screen readers get a one-sentence summary (role="img") and a hidden table of every day;
 * pointer users get each day's value as the bar's tooltip.
 */
export function MiniChart(props: {
  title: string;
  points: TChartPoint[];
  /** How a value reads (counts by default; money charts pass a minor-units formatter). */
  format?: (value: number) => string;
}) {
  const { t } = useTranslation();
  const formatCount = useFormatNumber();
  const formatNumber = props.format ?? formatCount;
  const { points } = props;
  if (points.length === 0) return null;

  const max = Math.max(...points.map((point) => point.value));
  const peak = points.find((point) => point.value === max) ?? points[0];
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const last = points[points.length - 1];
  const summary = t("bo_dash_chart_summary", {
    title: props.title,
    days: points.length,
    total: formatNumber(total),
    max: formatNumber(max),
    peak: peak?.label ?? "",
    today: formatNumber(last?.value ?? 0),
  });
  const width = points.length * BAR_STEP;

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        <line className={styles.baseline} x1={0} x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
        {points.map((point, index) => {
          const barHeight = max === 0 ? 0 : Math.max(1, (point.value / max) * (HEIGHT - 2));
          const isToday = index === points.length - 1;
          return (
            <g key={point.label}>
              <title>{`${point.label}: ${formatNumber(point.value)}`}</title>
              {/* Full-height hit area so the tooltip shows over short bars too. */}
              <rect className={styles.hit} x={index * BAR_STEP} y={0} width={BAR_STEP} height={HEIGHT} />
              <rect
                className={isToday ? styles.today : styles.bar}
                x={index * BAR_STEP + (BAR_STEP - BAR_WIDTH) / 2}
                y={HEIGHT - barHeight}
                width={BAR_WIDTH}
                height={barHeight}
              />
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.axis} aria-hidden="true">
        <span>{points[0]?.label}</span>
        <span>{last?.label}</span>
      </figcaption>
      <table className={styles.visuallyHidden}>
        <caption>{props.title}</caption>
        <thead>
          <tr>
            <th scope="col">{t("bo_dash_day")}</th>
            <th scope="col">{t("bo_dash_value")}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{formatNumber(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
