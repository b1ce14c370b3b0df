import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PagedResults } from "../../ui/paged-results.tsx";
import { useParamFilters } from "../games/use-param-filters.ts";
import { AgentTreeTable } from "./agent-tree-table.tsx";
import styles from "./agents.module.css";
import { SearchFilter } from "./search-filter.tsx";
import { TreeBreadcrumb } from "./tree-breadcrumb.tsx";

const PAGE_SIZE = 20;

/**
 * The merchant's agent tree, one level at a time: the top agents, then the direct downlines of
 * the one opened (the breadcrumb leads back up), or everyone whose username matches a search.
 * Moving a member and changing its type stay on the member's own page.
 */
export function AgentTreePage() {
  const { t } = useTranslation();
  const { values, page, update, goTo } = useParamFilters(["parent", "search"] as const);
  const query = useConsoleQuery("boAgentTree", {
    parent: values.search ? undefined : values.parent || undefined,
    search: values.search || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const open = (parent: string) => update({ parent, search: "" });

  return (
    <>
      <PageHeader title={t("bo_nav_agent_tree")} />
      <div className="stack">
        <div className={`card ${styles.filters}`}>
          <SearchFilter
            labelKey="bo_agents_tree_search"
            value={values.search}
            onSearch={(search) => update({ search, parent: "" })}
            testId="agent-tree-search"
          />
        </div>
        {values.search ? (
          <p className={styles.note}>{t("bo_agents_tree_searching", { search: values.search })}</p>
        ) : (
          <TreeBreadcrumb path={query.data?.path ?? []} onOpen={open} />
        )}
        <PagedResults query={query} noneKey="bo_agents_tree_none" onPage={goTo}>
          {(rows) => <AgentTreeTable rows={rows} onOpen={open} />}
        </PagedResults>
      </div>
    </>
  );
}
