import type { TBoBanner } from "@orchid/contract/backoffice-content";
import { BANNER_GROUPS } from "@orchid/contract/content";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { BannerForm } from "./banner-form.tsx";
import styles from "./content.module.css";
import { BANNER_GROUP_KEYS, LINKAGE_KEYS } from "./content-labels.ts";
import { ContentTable, type TContentColumn } from "./content-table.tsx";
import { ScheduleBadge } from "./schedule-badge.tsx";

/** The site's banners by route group, with their images, schedules and where they lead. */
export function BannersPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TBoBanner | "new" | null>(null);
  const query = useConsoleQuery("boBanners");

  return (
    <>
      <PageHeader title={t("bo_nav_banners")}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setEditing("new")}
          data-testid="banner-new"
        >
          {t("bo_banner_new")}
        </button>
      </PageHeader>
      {editing && (
        <BannerForm
          key={editing === "new" ? "new" : editing.id}
          banner={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryState query={query}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="muted">{t("bo_banner_none")}</p>
          ) : (
            BANNER_GROUPS.filter((group) => rows.some((row) => row.groupName === group)).map((group) => (
              <section key={group} className={styles.group} aria-label={t(BANNER_GROUP_KEYS[group])}>
                <h2>{t(BANNER_GROUP_KEYS[group])}</h2>
                <BannerTable
                  rows={rows
                    .filter((row) => row.groupName === group)
                    .sort((a, b) => a.sort - b.sort || a.id - b.id)}
                  onEdit={setEditing}
                  onDeleted={(id) =>
                    setEditing((current) => (current !== "new" && current?.id === id ? null : current))
                  }
                />
              </section>
            ))
          )
        }
      </QueryState>
    </>
  );
}

function BannerTable(props: {
  rows: TBoBanner[];
  onEdit: (banner: TBoBanner) => void;
  onDeleted: (id: number) => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const columns: TContentColumn<TBoBanner>[] = [
    {
      head: "bo_banner_image",
      cell: (banner) => (
        <img className={styles.thumb} src={banner.url} alt={banner.title.EN ?? ""} loading="lazy" />
      ),
    },
    { head: "bo_banner_title", className: styles.wrapAnywhere, cell: (banner) => banner.title.EN ?? "—" },
    {
      head: "bo_banner_linkage",
      className: styles.wrapAnywhere,
      cell: (banner) => (
        <>
          <div>{t(LINKAGE_KEYS[banner.linkageType].label)}</div>
          {banner.linkage && <div className="mono muted">{banner.linkage}</div>}
        </>
      ),
    },
    { head: "bo_content_order", cell: (banner) => banner.sort },
    {
      head: "bo_content_schedule",
      cell: (banner) =>
        banner.startsAt || banner.endsAt ? (
          <>
            <div>{formatDateTime(banner.startsAt)}</div>
            <div>→ {formatDateTime(banner.endsAt)}</div>
          </>
        ) : (
          t("bo_content_always")
        ),
    },
    { head: "bo_content_state", cell: (banner) => <ScheduleBadge state={banner.state} /> },
  ];

  return (
    <ContentTable
      {...props}
      columns={columns}
      className={styles.bannerTable}
      deleteCall="boDeleteBanner"
      listCall="boBanners"
    />
  );
}
