import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { PointsSettingsForm } from "./points-settings-form.tsx";

/** The merchant's points rules: how members earn points and what they are worth in cash. */
export function PointsSettingsPage() {
  const { t } = useTranslation();
  const canWrite = useCan("bonus.write");
  const query = useConsoleQuery("boPointsSettings");
  return (
    <>
      <PageHeader title={t("bo_points_nav_settings")} />
      <QueryState query={query}>
        {(settings) => <PointsSettingsForm settings={settings} canWrite={canWrite} />}
      </QueryState>
    </>
  );
}
