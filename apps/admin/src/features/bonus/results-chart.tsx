import { useTranslation } from "react-i18next";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { useFormatDay } from "../dashboard/use-format-day.ts";
import styles from "./bonus.module.css";
import type { TPairPoint } from "./results-days.ts";

const STEP = 12;
const BAR = 4.5;
const HEIGHT = 60;

/**
 * A campaign's days as pairs of bars (oldest first): bonus granted beside bonus converted to
 * cash, drawn as inline SVG like the dashboard's small charts. Screen readers get a one-sentence
 * summary (role="img") and a hidden table of every day; pointer users get a day's figures as the
 * tooltip of its column.
 */
export function ResultsChart(props: {
  points: TPairPoint[];
  /** What was granted in the campaign's unit: money, or points for a points campaign. */
  formatGranted: (granted: number) => string;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatDay = useFormatDay();
  const { points } = props;
  if (points.length === 0) return null;

  const max = Math.max(...points.map((point) => Math.max(point.granted, point.converted)));
  const height = (value: number) =>
    max === 0 || value === 0 ? 0 : Math.max(1, (value / max) * (HEIGHT - 2));
  const first = points[0];
  const last = points[points.length - 1];
  const summary = t("bo_bonus_chart_summary", {
    days: points.length,
    from: formatDay(first?.day ?? ""),
    to: formatDay(last?.day ?? ""),
    granted: props.formatGranted(points.reduce((sum, point) => sum + point.granted, 0)),
    converted: formatMinor(points.reduce((sum, point) => sum + point.converted, 0)),
  });
  const width = points.length * STEP;

  return (
    <section className={`card ${styles.chartCard}`} aria-labelledby="bonus-chart-title">
      <div className={styles.chartHead}>
        <h2 id="bonus-chart-title">{t("bo_bonus_chart_title")}</h2>
        <ul className={styles.legend}>
          <li>
            <span className={`${styles.swatch} ${styles.granted}`} aria-hidden="true" />
            {t("bo_bonus_granted")}
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.converted}`} aria-hidden="true" />
            {t("bo_bonus_converted")}
          </li>
        </ul>
      </div>
      <figure className={styles.flat}>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          data-testid="bonus-results-chart"
        >
          <line className={styles.baseline} x1={0} x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
          {points.map((point, index) => {
            const x = index * STEP + (STEP - 2 * BAR) / 2;
            const granted = height(point.granted);
            const converted = height(point.converted);
            return (
              <g key={point.day}>
                <title>
                  {t("bo_bonus_chart_day", {
                    day: formatDay(point.day),
                    granted: props.formatGranted(point.granted),
                    converted: formatMinor(point.converted),
                  })}
                </title>
                {/* Full-height hit area so the tooltip shows over short bars too. */}
                <rect className={styles.hit} x={index * STEP} y={0} width={STEP} height={HEIGHT} />
                <rect className={styles.granted} x={x} y={HEIGHT - granted} width={BAR} height={granted} />
                <rect
                  className={styles.converted}
                  x={x + BAR}
                  y={HEIGHT - converted}
                  width={BAR}
                  height={converted}
                />
              </g>
            );
          })}
        </svg>
        <figcaption className={styles.axis} aria-hidden="true">
          <span>{formatDay(first?.day ?? "")}</span>
          <span>{formatDay(last?.day ?? "")}</span>
        </figcaption>
        <table className={styles.visuallyHidden}>
          <caption>{t("bo_bonus_chart_title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("bo_bonus_day")}</th>
              <th scope="col">{t("bo_bonus_granted")}</th>
              <th scope="col">{t("bo_bonus_converted")}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day}>
                <th scope="row">{formatDay(point.day)}</th>
                <td>{props.formatGranted(point.granted)}</td>
                <td>{formatMinor(point.converted)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </section>
  );
}
