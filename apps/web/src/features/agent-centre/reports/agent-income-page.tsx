import type { TIncomePage } from "@orchid/contract/agent";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Loader } from "../../../ui/loader.tsx";
import table from "../../member-centre/centre-table.module.css";
import { MoneyCell } from "../../records/money-cell.tsx";
import { RecordsTableHead } from "../../records/records-table-head.tsx";
import type { TChartSeries } from "../pages/day-chart.tsx";
import { ReportShell } from "./report-shell.tsx";

const DayChart = lazy(() => import("../pages/day-chart.tsx").then((m) => ({ default: m.DayChart })));

const INCOME_SERIES: readonly TChartSeries[] = [
  { field: "dailyWage", labelKey: "agc_kind_daily_wage", colour: "var(--accent)", shape: "bar" },
  { field: "hourSalary", labelKey: "agc_kind_hour_salary", colour: "var(--accent-2)", shape: "bar" },
  { field: "realtimeSalary", labelKey: "agc_kind_realtime_salary", colour: "var(--success)", shape: "bar" },
  { field: "dividend", labelKey: "agc_kind_dividend", colour: "var(--gold)", shape: "bar" },
  { field: "net", labelKey: "agc_income_net", colour: "var(--text)", shape: "line" },
];
const END_COLUMNS = [
  "dailyWage",
  "hourSalary",
  "realtimeSalary",
  "dividend",
  "paidToDownlines",
  "net",
] as const;

function IncomeTable({ page }: { page: TIncomePage }) {
  const { t } = useTranslation();
  const labels = {
    day: t("agc_day"),
    dailyWage: t("agc_kind_daily_wage"),
    hourSalary: t("agc_kind_hour_salary"),
    realtimeSalary: t("agc_kind_realtime_salary"),
    dividend: t("agc_kind_dividend"),
    paidToDownlines: t("agc_income_paid_down"),
    net: t("agc_income_net"),
  };
  const { totals } = page;
  return (
    <div className={table.wrap}>
      <table className={table.stacks} data-testid="income-table">
        <RecordsTableHead labels={labels} endColumns={END_COLUMNS} />
        <tbody>
          {page.rows.map((row) => (
            <tr key={row.day} data-testid="income-row">
              <td data-label={labels.day} className={table.num}>
                {row.day}
              </td>
              <MoneyCell label={labels.dailyWage} minor={row.dailyWage} />
              <MoneyCell label={labels.hourSalary} minor={row.hourSalary} />
              <MoneyCell label={labels.realtimeSalary} minor={row.realtimeSalary} />
              <MoneyCell label={labels.dividend} minor={row.dividend} />
              <MoneyCell label={labels.paidToDownlines} minor={row.paidToDownlines} />
              <MoneyCell label={labels.net} minor={row.net} isSigned />
            </tr>
          ))}
          <tr data-testid="income-totals">
            <th scope="row">{t("agc_totals")}</th>
            <MoneyCell label={labels.dailyWage} minor={totals.dailyWage} />
            <MoneyCell label={labels.hourSalary} minor={totals.hourSalary} />
            <MoneyCell label={labels.realtimeSalary} minor={totals.realtimeSalary} />
            <MoneyCell label={labels.dividend} minor={totals.dividend} />
            <MoneyCell label={labels.paidToDownlines} minor={totals.paidToDownlines} />
            <MoneyCell label={labels.net} minor={totals.net} isSigned testId="income-total-net" />
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** My income (revenue report): what the agent earned per day by kind, less what it paid down. */
export function AgentIncomePage() {
  return (
    <ReportShell
      testId="agent-income"
      call="agentIncome"
      hasUsernameSearch={false}
      toQuery={({ username: _, ...rest }) => rest}
    >
      {(page) => (
        <>
          <Suspense fallback={<Loader />}>
            {/* Oldest day first, as a chart reads left to right. */}
            <DayChart
              days={[...page.rows].sort((a, b) => a.day.localeCompare(b.day))}
              series={INCOME_SERIES}
              testId="income-chart"
            />
          </Suspense>
          <IncomeTable page={page} />
        </>
      )}
    </ReportShell>
  );
}
