import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { SabongSettingsForm } from "./sabong-settings-form.tsx";

/** `/sabong/settings`: the merchant's plasada, least payout, draw odds, stake limits and stream. */
export function SabongSettingsPage() {
  const { t } = useTranslation();
  const canRun = useCan("sabong.run");
  const query = useConsoleQuery("boSabongSettings");
  return (
    <>
      <PageHeader title={t("bo_nav_sabong_settings")}>
        <Link className="btn" to="/sabong/derby">
          {t("bo_nav_sabong_derby")}
        </Link>
      </PageHeader>
      <QueryState query={query}>
        {(settings) => <SabongSettingsForm settings={settings} canWrite={canRun} />}
      </QueryState>
    </>
  );
}
