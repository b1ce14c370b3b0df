import type { TDepositChannel, TDepositOrder } from "@orchid/contract/payments";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../../api/api-hooks.ts";
import centre from "../../../ui/centre-page.module.css";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Loader } from "../../../ui/loader.tsx";
import { QueryProblem } from "../../../ui/query-problem.tsx";
import { BankSubmitted } from "./bank-submitted.tsx";
import { ChannelList } from "./channel-list.tsx";
import { DepositForm } from "./deposit-form.tsx";
import { DepositOrders } from "./deposit-orders.tsx";
import { GatewayWaiting } from "./gateway-waiting.tsx";
import { openPayPage } from "./open-pay-page.ts";

type TSubmitted = { order: TDepositOrder; isBlocked: boolean };

/**
 * Deposit (depositv2): choose a channel, deposit on it (with a deposit bonus, if one is chosen),
 * follow the order; recent orders below.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const channels = useApiQuery("depositChannels");
  const [channelId, setChannelId] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState<TSubmitted | null>(null);
  const [bonusId, setBonusId] = useState<number | null>(null);
  const list = channels.data ?? [];
  const channel = list.find((entry) => entry.id === channelId) ?? list[0] ?? null;

  function handleSubmitted(order: TDepositOrder) {
    const isBlocked = order.channelKind === "gateway" && order.payUrl !== null && !openPayPage(order.payUrl);
    setSubmitted({ order, isBlocked });
    setBonusId(null);
  }

  function renderStep(current: TDepositChannel) {
    if (submitted?.order.channelKind === "gateway") {
      return <GatewayWaiting {...submitted} onDone={() => setSubmitted(null)} />;
    }
    if (submitted) return <BankSubmitted order={submitted.order} onDone={() => setSubmitted(null)} />;
    return (
      <>
        <ChannelList channels={list} selectedId={current.id} onSelect={(next) => setChannelId(next.id)} />
        <DepositForm
          key={current.id}
          channel={current}
          bonusId={bonusId}
          onBonus={setBonusId}
          onSubmitted={handleSubmitted}
        />
      </>
    );
  }

  return (
    <div className={centre.page} data-testid="deposit-page">
      {channels.isError && <QueryProblem error={channels.error} onRetry={() => void channels.refetch()} />}
      {channels.isPending && <Loader />}
      {channels.data && !channel && (
        <EmptyState title={t("deposit_no_channels")} text={t("deposit_no_channels_text")} />
      )}
      {channel && renderStep(channel)}
      <DepositOrders />
    </div>
  );
}
