import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PeriodFields } from "../../ui/period-fields.tsx";
import type { TStateLook } from "./payment-vocabulary.ts";
import styles from "./payments.module.css";
import type { TQueueFilters } from "./queue-filters.ts";

/**
 * Status, period (custom: from and to) and a search by username or order number. The selects
 * and days apply at once; the search applies when sent.
 */
export function QueueFilterBar<S extends string>(props: {
  statuses: readonly S[];
  looks: Record<S, TStateLook>;
  filters: TQueueFilters<S>;
  onChange: (patch: Partial<TQueueFilters<S>>) => void;
}) {
  const { t } = useTranslation();
  const { filters, onChange } = props;
  const [draft, setDraft] = useState(filters.q);
  // Back and forward change the search in the address; the box follows.
  useEffect(() => setDraft(filters.q), [filters.q]);

  function search(event: FormEvent) {
    event.preventDefault();
    onChange({ q: draft.trim() });
  }

  return (
    <form className={`card ${styles.filters}`} onSubmit={search} aria-label={t("bo_queue_filters")}>
      <label className={styles.filter}>
        <span>{t("bo_queue_status")}</span>
        <select
          className="select"
          value={filters.status ?? ""}
          onChange={(event) => onChange({ status: (event.target.value || undefined) as S | undefined })}
          data-testid="queue-status"
        >
          <option value="">{t("bo_queue_all")}</option>
          {props.statuses.map((status) => (
            <option key={status} value={status}>
              {t(props.looks[status].key)}
            </option>
          ))}
        </select>
      </label>
      <PeriodFields
        value={filters}
        onChange={onChange}
        fieldClassName={styles.filter}
        testId="queue-preset"
      />
      <label className={`${styles.filter} ${styles.searchFilter}`}>
        <span>{t("bo_queue_search")}</span>
        <input
          className="input"
          type="search"
          placeholder={t("bo_queue_search_placeholder")}
          maxLength={64}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          data-testid="queue-search"
        />
      </label>
      <button type="submit" className="btn">
        {t("bo_filter")}
      </button>
    </form>
  );
}
