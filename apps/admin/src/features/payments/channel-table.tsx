import type { TBoPaymentChannel } from "@orchid/contract/backoffice-payments";
import { useTranslation } from "react-i18next";
import { LANGUAGE_TAGS } from "../../i18n/console-i18n.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { CHANNEL_KIND_KEYS } from "./payment-vocabulary.ts";
import styles from "./payments.module.css";

/** The merchant's deposit channels in the order members see them, with Edit for settings.write. */
export function ChannelTable(props: {
  rows: TBoPaymentChannel[];
  canWrite: boolean;
  onEdit: (channel: TBoPaymentChannel) => void;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const language = useConsoleStore((state) => state.language);
  const percent = new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    style: "percent",
    maximumFractionDigits: 2,
  });
  const rows = [...props.rows].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);

  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t("bo_channel_name")}</th>
            <th scope="col">{t("bo_status")}</th>
            <th scope="col">{t("bo_channel_order")}</th>
            <th scope="col" className={styles.amount}>
              {t("bo_channel_range")}
            </th>
            <th scope="col" className={styles.amount}>
              {t("bo_channel_fee")}
            </th>
            <th scope="col">{t("bo_channel_details")}</th>
            {props.canWrite && <th scope="col">{t("bo_action")}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((channel) => (
            <tr key={channel.id} data-testid={`channel-row-${channel.id}`}>
              <td>
                <div>{channel.name}</div>
                <small className="muted">{t(CHANNEL_KIND_KEYS[channel.kind])}</small>
              </td>
              <td>
                <span className={channel.enabled ? "badge badge-ok" : "badge"}>
                  {channel.enabled ? t("bo_channel_on") : t("bo_channel_off")}
                </span>
              </td>
              <td>{channel.sortOrder}</td>
              <td className={styles.amount}>
                {formatMinor(channel.minAmount)} – {formatMinor(channel.maxAmount)}
              </td>
              <td className={styles.amount}>
                {percent.format(channel.feeBps / 10_000)} + {formatMinor(channel.feeFixed)}
              </td>
              <td className={styles.remark}>
                {channel.bank ? (
                  <>
                    <div>{channel.bank.bankName}</div>
                    <div className="mono">{channel.bank.accountNumber}</div>
                    <small className="muted">{channel.bank.accountName}</small>
                  </>
                ) : (
                  <>
                    <div className="mono">{channel.gatewayUrl ?? "—"}</div>
                    <small className="muted">
                      {t("bo_channel_merchant_no")}: {channel.gatewayMerchantNo ?? "—"} ·{" "}
                      {channel.hasSecret ? t("bo_channel_secret_set") : t("bo_channel_secret_missing")}
                    </small>
                  </>
                )}
              </td>
              {props.canWrite && (
                <td>
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={t("bo_channel_edit_named", { name: channel.name })}
                    onClick={() => props.onEdit(channel)}
                  >
                    {t("bo_channel_edit")}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
