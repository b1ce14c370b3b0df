import type { TBoHelpArticle } from "@orchid/contract/backoffice-content";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import styles from "./content.module.css";
import { HELP_DEVICE_KEYS } from "./content-labels.ts";
import { ContentTable, type TContentColumn } from "./content-table.tsx";
import { HelpForm } from "./help-form.tsx";

/** The help centre's articles, by category, for the web site, the mobile site or both. */
export function HelpPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TBoHelpArticle | "new" | null>(null);
  const query = useConsoleQuery("boHelpArticles");

  return (
    <>
      <PageHeader title={t("bo_nav_help")}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setEditing("new")}
          data-testid="help-new"
        >
          {t("bo_help_new")}
        </button>
      </PageHeader>
      {editing && (
        <HelpForm
          key={editing === "new" ? "new" : editing.id}
          article={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryState query={query}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="muted">{t("bo_help_none")}</p>
          ) : (
            <HelpTable
              rows={rows}
              onEdit={setEditing}
              onDeleted={(id) =>
                setEditing((current) => (current !== "new" && current?.id === id ? null : current))
              }
            />
          )
        }
      </QueryState>
    </>
  );
}

function HelpTable(props: {
  rows: TBoHelpArticle[];
  onEdit: (article: TBoHelpArticle) => void;
  onDeleted: (id: number) => void;
}) {
  const { t } = useTranslation();
  const columns: TContentColumn<TBoHelpArticle>[] = [
    { head: "bo_help_category", cell: (article) => article.category.EN ?? "—" },
    { head: "bo_help_title", className: styles.title, cell: (article) => article.title.EN ?? "—" },
    {
      head: "bo_help_device",
      className: styles.nowrap,
      cell: (article) => t(HELP_DEVICE_KEYS[article.device]),
    },
    { head: "bo_content_order", cell: (article) => article.sort },
  ];

  return (
    <ContentTable {...props} columns={columns} deleteCall="boDeleteHelpArticle" listCall="boHelpArticles" />
  );
}
