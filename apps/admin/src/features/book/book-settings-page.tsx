import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { BookSettingsForm } from "./book-settings-form.tsx";

/** The merchant's book settings: margins, limits, the in-play delay and cash-out. */
export function BookSettingsPage() {
  const { t } = useTranslation();
  const canWrite = useCan("book.trade");
  const query = useConsoleQuery("boBookSettings");
  return (
    <>
      <PageHeader title={t("bo_book_nav_settings")} />
      <QueryState query={query}>
        {(settings) => <BookSettingsForm settings={settings} canWrite={canWrite} />}
      </QueryState>
    </>
  );
}
