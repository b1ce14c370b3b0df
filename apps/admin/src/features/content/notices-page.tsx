import type { TBoNotice } from "@orchid/contract/backoffice-content";
import { ANNOUNCEMENT_TYPES, type TAnnouncementType } from "@orchid/contract/content";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatDateTime, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import styles from "./content.module.css";
import { canUseMarquee, NOTICE_TYPE_KEYS, timeWindowKey } from "./content-labels.ts";
import { ContentTable, type TContentColumn } from "./content-table.tsx";
import { hasPromotionTimes } from "./notice-draft.ts";
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
  const columns: TContentColumn<TBoNotice>[] = [
    { head: "bo_notice_type", className: styles.nowrap, cell: (notice) => t(NOTICE_TYPE_KEYS[notice.type]) },
    {
      head: "bo_notice_title",
      className: styles.title,
      cell: (notice) => (
        <>
          {notice.title.EN ?? "—"}
          {hasPromotionTimes(notice.type) && <PromotionWindows notice={notice} />}
        </>
      ),
    },
    { head: "bo_content_state", cell: (notice) => <ScheduleBadge state={notice.state} /> },
    {
      head: "bo_notice_marquee_column",
      className: styles.nowrap,
      cell: (notice) =>
        notice.marquee && canUseMarquee(notice.type) ? (
          <span className="badge">{t("bo_notice_in_marquee")}</span>
        ) : (
          "—"
        ),
    },
    { head: "bo_content_order", cell: (notice) => notice.sort },
    {
      head: "bo_notice_published_at",
      className: styles.nowrap,
      cell: (notice) => formatDateTime(notice.publishedAt),
    },
    {
      head: "bo_notice_expires_at",
      className: styles.nowrap,
      cell: (notice) => formatDateTime(notice.expiresAt),
    },
  ];

  return <ContentTable {...props} columns={columns} deleteCall="boDeleteNotice" listCall="boNotices" />;
}

/** A promotion's sign-up window and event under its title, each only when it has a time set. */
function PromotionWindows(props: { notice: TBoNotice }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  const { notice } = props;
  const lines = [
    { label: "bo_notice_signup_line", from: notice.signupOpensAt, until: notice.signupClosesAt },
    { label: "bo_notice_event_line", from: notice.eventStartsAt, until: notice.eventEndsAt },
  ].flatMap((line) => {
    const key = timeWindowKey(line.from, line.until);
    return key ? [{ ...line, key }] : [];
  });
  if (lines.length === 0) return null;
  return (
    <div className={`muted ${styles.windows}`}>
      {lines.map((line) => {
        const textIn = (format: (iso: string | null) => string) =>
          t(line.label, { window: t(line.key, { from: format(line.from), until: format(line.until) }) });
        return (
          <span key={line.label} title={textIn(formatDateTime)}>
            {textIn(formatShort)}
          </span>
        );
      })}
    </div>
  );
}
