import type { TBoHelpArticle } from "@orchid/contract/backoffice-content";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange, useConsoleQuery } from "../../api/use-console-call.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import styles from "./content.module.css";
import { HELP_DEVICE_KEYS } from "./content-labels.ts";
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
  const remove = useConsoleChange("boDeleteHelpArticle", {
    refresh: ["boHelpArticles"],
    successKey: "bo_content_deleted",
  });

  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>{t("bo_help_category")}</th>
            <th>{t("bo_help_title")}</th>
            <th>{t("bo_help_device")}</th>
            <th>{t("bo_content_order")}</th>
            <th className={styles.actionsHead}>{t("bo_content_actions")}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((article) => (
            <tr key={article.id}>
              <td>{article.category.EN ?? "—"}</td>
              <td className={styles.title}>{article.title.EN ?? "—"}</td>
              <td className={styles.nowrap}>{t(HELP_DEVICE_KEYS[article.device])}</td>
              <td>{article.sort}</td>
              <td>
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={t("bo_content_edit_named", { name: article.title.EN ?? article.id })}
                    onClick={() => props.onEdit(article)}
                  >
                    {t("bo_content_edit")}
                  </button>
                  <ConfirmButton
                    className="btn btn-small btn-danger"
                    disabled={remove.isPending}
                    onConfirm={() =>
                      // A failure is already shown as a toast.
                      remove.runAsync({ id: article.id }).then(
                        () => props.onDeleted(article.id),
                        () => undefined,
                      )
                    }
                  >
                    {t("bo_content_delete")}
                  </ConfirmButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
