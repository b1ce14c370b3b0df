import type { TDepositChannel } from "@orchid/contract/payments";
import { useTranslation } from "react-i18next";
import { useLocaleTag } from "../../../i18n/use-locale-tag.ts";
import centre from "../../../ui/centre-page.module.css";
import { useMoney } from "../../wallet/use-money.ts";
import { channelFee } from "./channel-fee.ts";
import styles from "./deposit.module.css";

type TChannelListProps = {
  channels: TDepositChannel[];
  selectedId: number | null;
  onSelect: (channel: TDepositChannel) => void;
};

/** The deposit channels as cards: name, kind, min–max and fee. */
export function ChannelList({ channels, selectedId, onSelect }: TChannelListProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const localeTag = useLocaleTag();

  function feeText(channel: TDepositChannel): string {
    const fee = channelFee(channel, localeTag);
    if (!fee) return t("deposit_fee_none");
    const parts = [fee.percent, fee.hasFixed ? money.withSymbol(channel.feeFixed) : null].filter(Boolean);
    return t("deposit_fee", { fee: parts.join(" + ") });
  }

  return (
    <fieldset className={`${centre.group} ${styles.channels}`}>
      <legend className="visually-hidden">{t("deposit_channel")}</legend>
      {channels.map((channel) => (
        <button
          key={channel.id}
          type="button"
          className={styles.channel}
          aria-pressed={channel.id === selectedId}
          data-testid={`deposit-channel-${channel.id}`}
          onClick={() => onSelect(channel)}
        >
          <span className={styles.channelKind}>{t(`deposit_kind_${channel.kind}`)}</span>
          <span className={styles.channelName}>
            <bdi>{channel.name}</bdi>
          </span>
          <span className={styles.channelLine}>
            {t("deposit_range", { min: money.plain(channel.minAmount), max: money.plain(channel.maxAmount) })}
          </span>
          <span className={styles.channelLine}>{feeText(channel)}</span>
        </button>
      ))}
    </fieldset>
  );
}
