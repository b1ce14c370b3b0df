import { useTranslation } from "react-i18next";

/** Previous / next through the pages of a list the server counts ("Page 2 of 5"). */
export function Pager(props: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const total = Math.max(1, props.totalPages);
  if (total <= 1 && props.page <= 1) return null;
  return (
    <nav className="row" aria-label={t("bo_pages")}>
      <button
        type="button"
        className="btn btn-small"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {t("bo_previous")}
      </button>
      <span className="muted">{t("bo_page_of", { page: props.page, total })}</span>
      <button
        type="button"
        className="btn btn-small"
        disabled={props.page >= total}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t("bo_next")}
      </button>
    </nav>
  );
}
