import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TInboxMessage } from "@orchid/contract/inbox";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiMutation, useApiQuery } from "../../api/api-hooks.ts";
import { queryClient } from "../../api/query-client.ts";
import form from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { Pager } from "../../ui/pager.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./inbox-page.module.css";
import { useUnreadCount } from "./use-unread-count.ts";

const PAGE_SIZE = 20;

function MessageTime({ at, timeZone }: { at: string; timeZone: string }) {
  return (
    <time className={styles.time} dateTime={at}>
      {formatZonedDateTime(new Date(at), timeZone)}
    </time>
  );
}

/** Messages (messageV2): notifications worded by kind, unread ones bold; opening one or "mark all read" reads them. */
export function InboxPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const unread = useUnreadCount();
  const [page, setPage] = useState(1);
  const [error, setError] = useState("");
  const messages = useApiQuery(
    "inboxMessages",
    { page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

  const read = useApiMutation("inboxRead", {
    onMutate: () => setError(""),
    // The answer is the new unread count: the badges take it before the list fetches again.
    onSuccess: async (value) => {
      queryClient.setQueriesData({ queryKey: ["unreadCount"] }, value);
      await queryClient.invalidateQueries({ queryKey: ["inboxMessages"] });
    },
    onError: (failure) => setError(t(errorKeyOf(failure))),
  });

  function markRead(ids?: number[]) {
    read.mutate(ids ? { ids } : {});
  }

  function textOf(message: TInboxMessage): string {
    const isSigned = message.kind === "balance_adjusted";
    const isCount = message.kind === "bonus_points_awarded" || message.kind === "bonus_spins_awarded";
    const amount = isCount
      ? String(message.amount)
      : isSigned
        ? money.signed(message.amount)
        : money.withSymbol(message.amount);
    return t(`msg_${message.kind}`, { amount, orderNo: message.orderNo ?? "—" });
  }

  return (
    <div className={centre.page} data-testid="inbox">
      <div className={centre.cardHead}>
        <p className={centre.muted}>{t("inbox_unread_count", { count: unread })}</p>
        <button
          type="button"
          className={buttonStyles.ghost}
          disabled={unread === 0}
          data-testid="inbox-read-all"
          onClick={() => markRead()}
        >
          {t("inbox_mark_all_read")}
        </button>
      </div>
      {error && (
        <p className={form.formError} role="alert">
          {error}
        </p>
      )}
      {messages.isError && <QueryProblem error={messages.error} onRetry={() => void messages.refetch()} />}
      {messages.isPending && <Loader />}
      {messages.data &&
        (messages.data.rows.length === 0 ? (
          <EmptyState title={t("inbox_empty")} />
        ) : (
          <ul className={styles.list}>
            {messages.data.rows.map((message) => (
              <li key={message.id}>
                {message.read ? (
                  <div className={styles.row} data-testid="inbox-row" data-read="true">
                    <span className={styles.text}>{textOf(message)}</span>
                    <MessageTime at={message.createdAt} timeZone={timeZone} />
                  </div>
                ) : (
                  <button
                    type="button"
                    className={`${styles.row} ${styles.unread}`}
                    data-testid="inbox-row"
                    data-read="false"
                    title={t("inbox_mark_read")}
                    onClick={() => markRead([message.id])}
                  >
                    <span className={styles.dot} aria-hidden="true" />
                    <span className="visually-hidden">{t("inbox_unread")}</span>
                    <span className={styles.text}>{textOf(message)}</span>
                    <MessageTime at={message.createdAt} timeZone={timeZone} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        ))}
      {messages.data && (
        <Pager
          page={messages.data.page}
          totalPages={messages.data.totalPages}
          onPage={setPage}
          testId="inbox-pager"
        />
      )}
    </div>
  );
}
