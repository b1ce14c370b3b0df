import { errorKeyOf } from "@orchid/contract/api-problems";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Loading, failure (translated, with retry) or the content of one query. */
export function QueryState<T>(props: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  const { query } = props;
  if (query.isPending) return <p className="muted">{t("bo_loading")}</p>;
  if (query.isError)
    return (
      <div className="alert row" role="alert">
        <span>{t(errorKeyOf(query.error))}</span>
        <button type="button" className="btn btn-small" onClick={() => void query.refetch()}>
          {t("bo_retry")}
        </button>
      </div>
    );
  return <>{props.children(query.data)}</>;
}
