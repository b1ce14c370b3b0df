import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { MemberStatusBadge } from "./member-status-badge.tsx";
import { useMemberNames } from "./member-vocabulary.ts";
import styles from "./members.module.css";

/** The server answers 20 members a page; a shorter page is the last. */
const PAGE_SIZE = 20;

/** Members of the merchant, newest first, found by username, mobile, email or IP. */
export function MembersPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { typeName } = useMemberNames();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const [draft, setDraft] = useState(q);
  const query = useConsoleQuery("boMembers", { q: q || undefined, page });
  // Back and forward change the search in the address; the box follows.
  useEffect(() => setDraft(q), [q]);

  function search(event: FormEvent) {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  }

  function goTo(nextPage: number) {
    setParams({ ...(q ? { q } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) });
  }

  return (
    <>
      <PageHeader title={t("bo_nav_members")}>
        <form className="row" onSubmit={search}>
          <input
            className={`input ${styles.search}`}
            type="search"
            placeholder={t("bo_members_search_placeholder")}
            aria-label={t("bo_members_search_placeholder")}
            maxLength={64}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            data-testid="member-search"
          />
          <button type="submit" className="btn">
            {t("bo_members_search")}
          </button>
        </form>
      </PageHeader>
      <QueryState query={query}>
        {({ rows }) => (
          <div className="stack">
            {rows.length === 0 ? (
              <p className="muted">{q ? t("bo_members_none_found", { q }) : t("bo_members_none")}</p>
            ) : (
              <div className="table-wrap">
                <table className="table">
                  <thead>
                    <tr>
                      <th>{t("bo_username")}</th>
                      <th>{t("bo_member_nickname")}</th>
                      <th>{t("bo_member_type")}</th>
                      <th>{t("bo_member_status")}</th>
                      <th>{t("bo_member_mobile")}</th>
                      <th>{t("bo_member_email")}</th>
                      <th>{t("bo_member_last_login")}</th>
                      <th>{t("bo_member_registered")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((member) => (
                      <tr key={member.id}>
                        <td>
                          <Link to={`/members/${member.id}`}>{member.username}</Link>
                        </td>
                        <td>{member.nickname || "—"}</td>
                        <td className={styles.nowrap}>{typeName(member.type)}</td>
                        <td>
                          <MemberStatusBadge status={member.status} />
                        </td>
                        <td className={`mono ${styles.nowrap}`}>{member.mobileE164 ?? "—"}</td>
                        <td className={styles.nowrap}>{member.email ?? "—"}</td>
                        <td className={styles.nowrap}>
                          <div>{formatDateTime(member.lastLoginAt)}</div>
                          {member.lastLoginIp && <div className="mono muted">{member.lastLoginIp}</div>}
                        </td>
                        <td className={styles.nowrap}>
                          <div>{formatDateTime(member.createdAt)}</div>
                          {member.registerIp && <div className="mono muted">{member.registerIp}</div>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <nav className="row" aria-label={t("bo_members_pages")}>
              <button
                type="button"
                className="btn btn-small"
                disabled={page <= 1}
                onClick={() => goTo(page - 1)}
              >
                {t("bo_members_previous")}
              </button>
              <span className="muted">{t("bo_members_page", { page })}</span>
              <button
                type="button"
                className="btn btn-small"
                disabled={rows.length < PAGE_SIZE}
                onClick={() => goTo(page + 1)}
              >
                {t("bo_next")}
              </button>
            </nav>
          </div>
        )}
      </QueryState>
    </>
  );
}
