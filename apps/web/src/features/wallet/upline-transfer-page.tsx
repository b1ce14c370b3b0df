import { useTranslation } from "react-i18next";
import centre from "../../ui/centre-page.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { useMemberInfo } from "../member/use-member-info.ts";
import { UplineTransferForm } from "./upline-transfer-form.tsx";

/** Transfer to upline (transferUpline): only for members the merchant allows it (member info `toUpline`). */
export function UplineTransferPage() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  if (info.isError) return <QueryProblem error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data) return <Loader />;
  if (!info.data.toUpline) {
    return <EmptyState title={t("upline_not_allowed_title")} text={t("upline_not_allowed_text")} />;
  }
  return (
    <div className={centre.page} data-testid="upline-page">
      <p className={centre.muted}>{t("upline_intro")}</p>
      <UplineTransferForm />
    </div>
  );
}
