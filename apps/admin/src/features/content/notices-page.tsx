import type { TBoNotice } from "@orchid/contract/backoffice-content";
import { ANNOUNCEMENT_TYPES, type TAnnouncementType } from "@orchid/contract/content";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange, useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import styles from "./content.module.css";
import { NOTICE_TYPE_KEYS } from "./content-labels.ts";
import { NoticeForm } from "./notice-form.tsx";
import { ScheduleBadge } from "./schedule-badge.tsx";

type TEditing = { notice: TBoNotice | null; type: TAnnouncementType };

/** Notices of every type (bulletins, player notices, popups, promotions, headlines). */
export function NoticesPage() {
  const { t } = useTranslation();
  const [typeFilter, setTypeFilter] = useState<TAnnouncementType | "">("");
  const [editing, setEditing] = useState<TEditing | null>(null);
  const query = useConsoleQuery("boNotices");

  return (
    <>
      <PageHeader title={t("bo_nav_notices")}>
        <select
          className={`select ${styles.filter}`}
          aria-label={t("bo_notice_filter_type")}
          value={typeFilter}
          onChange={(event) => setTypeFilter(event.target.value as TAnnouncementType | "")}
        >
          <option value="">{t("bo_notice_all_types")}</option>
          {ANNOUNCEMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(NOTICE_TYPE_KEYS[type])}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn"
          onClick={() => setEditing({ notice: null, type: "PU" })}
          data-testid="notice-new-popup"
        >
          {t("bo_notice_new_popup")}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setEditing({ notice: null, type: typeFilter || "B" })}
          data-testid="notice-new"
        >
          {t("bo_notice_new")}
        </button>
      </PageHeader>
      {editing && (
        <NoticeForm
          key={editing.notice ? editing.notice.id : `new-${editing.type}`}
          notice={editing.notice}
          type={editing.type}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryState query={query}>
        {(rows) => {
          const shown = typeFilter ? rows.filter((row) => row.type === typeFilter) : rows;
          return shown.length === 0 ? (
            <p className="muted">{t("bo_notice_none")}</p>
          ) : (
            <NoticeTable
              rows={shown}
              onEdit={(notice) => setEditing({ notice, type: notice.type })}
              onDeleted={(id) => setEditing((current) => (current?.notice?.id === id ? null : current))}
            />
          );
        }}
      </QueryState>
    </>
  );
}

function NoticeTable(props: {
  rows: TBoNotice[];
  onEdit: (notice: TBoNotice) => void;
  onDeleted: (id: number) => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const remove = useConsoleChange("boDeleteNotice", {
    refresh: ["boNotices"],
    successKey: "bo_content_deleted",
  });

  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>{t("bo_notice_type")}</th>
            <th>{t("bo_notice_title")}</th>
            <th>{t("bo_content_state")}</th>
            <th>{t("bo_notice_marquee_column")}</th>
            <th>{t("bo_content_order")}</th>
            <th>{t("bo_notice_published_at")}</th>
            <th>{t("bo_notice_expires_at")}</th>
            <th className={styles.actionsHead}>{t("bo_content_actions")}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((notice) => (
            <tr key={notice.id}>
              <td className={styles.nowrap}>{t(NOTICE_TYPE_KEYS[notice.type])}</td>
              <td className={styles.title}>{notice.title.EN ?? "—"}</td>
              <td>
                <ScheduleBadge state={notice.state} />
              </td>
              <td className={styles.nowrap}>
                {notice.marquee ? <span className="badge">{t("bo_notice_in_marquee")}</span> : "—"}
              </td>
              <td>{notice.sort}</td>
              <td className={styles.nowrap}>{formatDateTime(notice.publishedAt)}</td>
              <td className={styles.nowrap}>{formatDateTime(notice.expiresAt)}</td>
              <td>
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={t("bo_content_edit_named", { name: notice.title.EN ?? notice.id })}
                    onClick={() => props.onEdit(notice)}
                  >
                    {t("bo_content_edit")}
                  </button>
                  <ConfirmButton
                    className="btn btn-small btn-danger"
                    disabled={remove.isPending}
                    onConfirm={() =>
                      // A failure is already shown as a toast.
                      remove.runAsync({ id: notice.id }).then(
                        () => props.onDeleted(notice.id),
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
