import type { TBoBanner } from "@orchid/contract/backoffice-content";
import { BANNER_GROUPS } from "@orchid/contract/content";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange, useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { BannerForm } from "./banner-form.tsx";
import styles from "./content.module.css";
import { BANNER_GROUP_KEYS, LINKAGE_KEYS } from "./content-labels.ts";
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
  const remove = useConsoleChange("boDeleteBanner", {
    refresh: ["boBanners"],
    successKey: "bo_content_deleted",
  });

  return (
    <div className="table-wrap">
      <table className={`table ${styles.bannerTable}`}>
        <thead>
          <tr>
            <th>{t("bo_banner_image")}</th>
            <th>{t("bo_banner_title")}</th>
            <th>{t("bo_banner_linkage")}</th>
            <th>{t("bo_content_order")}</th>
            <th>{t("bo_content_schedule")}</th>
            <th>{t("bo_content_state")}</th>
            <th className={styles.actionsHead}>{t("bo_content_actions")}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((banner) => (
            <tr key={banner.id}>
              <td>
                <img className={styles.thumb} src={banner.url} alt={banner.title.EN ?? ""} loading="lazy" />
              </td>
              <td className={styles.wrapAnywhere}>{banner.title.EN ?? "—"}</td>
              <td className={styles.wrapAnywhere}>
                <div>{t(LINKAGE_KEYS[banner.linkageType].label)}</div>
                {banner.linkage && <div className="mono muted">{banner.linkage}</div>}
              </td>
              <td>{banner.sort}</td>
              <td>
                {banner.startsAt || banner.endsAt ? (
                  <>
                    <div>{formatDateTime(banner.startsAt)}</div>
                    <div>→ {formatDateTime(banner.endsAt)}</div>
                  </>
                ) : (
                  t("bo_content_always")
                )}
              </td>
              <td>
                <ScheduleBadge state={banner.state} />
              </td>
              <td>
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={t("bo_content_edit_named", { name: banner.title.EN ?? banner.id })}
                    onClick={() => props.onEdit(banner)}
                  >
                    {t("bo_content_edit")}
                  </button>
                  <ConfirmButton
                    className="btn btn-small btn-danger"
                    disabled={remove.isPending}
                    onConfirm={() =>
                      // A failure is already shown as a toast.
                      remove.runAsync({ id: banner.id }).then(
                        () => props.onDeleted(banner.id),
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
