import { useTranslation } from "react-i18next";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import centre from "../../../ui/centre-page.module.css";
import styles from "../agent-centre.module.css";
import { useFigures } from "../use-figures.ts";

/** One day of a chart: the day and its money figures in minor units. */
export type TChartDay = { day: string } & Record<string, number | string>;

export type TChartSeries = {
  /** The field of a day the series draws. */
  field: string;
  labelKey: string;
  /** A theme colour (CSS variable), so the chart follows dark and light. */
  colour: string;
  shape: "bar" | "line";
};

/** A per-day money chart: bars and lines over the days, amounts read in the visitor's locale. */
export function DayChart(props: {
  days: readonly TChartDay[];
  series: readonly TChartSeries[];
  testId: string;
}) {
  const { t } = useTranslation();
  const figures = useFigures();
  return (
    <div className={centre.card}>
      {/* Days run left to right in every language, as dates on an axis do. */}
      <div className={styles.chart} data-testid={props.testId}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={[...props.days]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="day"
              tick={{ fill: "var(--text-muted)", fontSize: 11 }}
              tickFormatter={(day: string) => day.slice(5)}
            />
            <YAxis
              width={72}
              allowDecimals={false}
              tick={{ fill: "var(--text-muted)", fontSize: 11 }}
              tickFormatter={(minor: number) => figures.plain(minor)}
            />
            <Tooltip
              formatter={(value) => figures.withSymbol(Number(value))}
              contentStyle={{
                background: "var(--surface)",
                border: "1px solid var(--border)",
                color: "var(--text)",
              }}
              labelStyle={{ color: "var(--text)" }}
            />
            <Legend wrapperStyle={{ fontSize: 12, color: "var(--text-muted)" }} />
            {props.series.map((series) =>
              series.shape === "bar" ? (
                <Bar
                  key={series.field}
                  dataKey={series.field}
                  name={t(series.labelKey)}
                  fill={series.colour}
                />
              ) : (
                <Line
                  key={series.field}
                  dataKey={series.field}
                  name={t(series.labelKey)}
                  stroke={series.colour}
                  strokeWidth={2}
                  dot={false}
                  type="monotone"
                />
              ),
            )}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
