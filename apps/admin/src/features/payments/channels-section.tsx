import type { TBoPaymentChannel } from "@orchid/contract/backoffice-payments";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { QueryState } from "../../ui/query-state.tsx";
import { ResultsNotice } from "../../ui/results-notice.tsx";
import { ChannelForm } from "./channel-form.tsx";
import { ChannelTable } from "./channel-table.tsx";
import styles from "./payments.module.css";

/** The deposit channels members choose from, and (settings.write) the form to add or edit one. */
export function ChannelsSection(props: { canWrite: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TBoPaymentChannel | "new" | null>(null);
  const query = useConsoleQuery("boPaymentChannels");

  return (
    <section className="stack" aria-labelledby="payment-channels">
      <div className={styles.sectionHead}>
        <h2 id="payment-channels">{t("bo_channels_title")}</h2>
        {props.canWrite && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setEditing("new")}
            data-testid="channel-new"
          >
            {t("bo_channel_new")}
          </button>
        )}
      </div>
      {props.canWrite && editing && (
        <ChannelForm
          key={editing === "new" ? "new" : editing.id}
          channel={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryState query={query}>
        {(rows) =>
          rows.length === 0 ? (
            <ResultsNotice textKey="bo_channels_none" />
          ) : (
            <ChannelTable rows={rows} canWrite={props.canWrite} onEdit={setEditing} />
          )
        }
      </QueryState>
    </section>
  );
}
