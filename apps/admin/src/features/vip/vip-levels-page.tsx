import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { VipLevelsForm } from "./vip-levels-form.tsx";

/**
 * The merchant's VIP ranks: what reaches each over the last 30 days, what each gives, and how
 * many members hold it. A daily evaluation moves members up and down.
 */
export function VipLevelsPage() {
  const { t } = useTranslation();
  const canWrite = useCan("bonus.write");
  const query = useConsoleQuery("boVipLevels");
  return (
    <>
      <PageHeader title={t("bo_vip_nav")} />
      <QueryState query={query}>
        {(levels) => <VipLevelsForm levels={levels} canWrite={canWrite} />}
      </QueryState>
    </>
  );
}
