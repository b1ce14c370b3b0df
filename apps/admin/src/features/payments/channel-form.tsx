import type { TBoPaymentChannel } from "@orchid/contract/backoffice-payments";
import { CHANNEL_KINDS, type TChannelKind } from "@orchid/contract/payments";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { AmountField } from "../../money/amount-field.tsx";
import { Field } from "../../ui/field.tsx";
import { channelDraftOf, channelRequestOf, type TChannelDraft } from "./channel-draft.ts";
import { ChannelKindFields } from "./channel-kind-fields.tsx";
import { CHANNEL_KIND_KEYS } from "./payment-vocabulary.ts";
import styles from "./payments.module.css";

/**
 * Creates a deposit channel (no `channel`) or edits one: kind, name, on/off, order, amount range,
 * fee, and the gateway's address and credentials or the bank account members pay into.
 */
export function ChannelForm(props: { channel: TBoPaymentChannel | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => channelDraftOf(props.channel));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const save = useConsoleChange("boSavePaymentChannel", {
    refresh: ["boPaymentChannels"],
    onSuccess: props.onDone,
  });
  const errors = { ...save.fieldErrors, ...localErrors };
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const change = (patch: Partial<TChannelDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setLocalErrors({});
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = channelRequestOf(draft, props.channel?.id);
    if (!result.ok) return setLocalErrors(result.errors);
    save.run(result.request);
  }

  return (
    <form className="card stack" onSubmit={submit} noValidate data-testid="channel-form">
      <h2 ref={headingRef} tabIndex={-1} className={styles.flat}>
        {props.channel ? t("bo_channel_edit_title", { name: props.channel.name }) : t("bo_channel_new_title")}
      </h2>
      <div className={styles.fields}>
        <Field label={t("bo_channel_kind")} errorKey={errors.kind}>
          <select
            className="select"
            value={draft.kind}
            onChange={(event) => change({ kind: event.target.value as TChannelKind })}
            data-testid="channel-kind"
          >
            {CHANNEL_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(CHANNEL_KIND_KEYS[kind])}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("bo_channel_name")} errorKey={errors.name}>
          <input
            className="input"
            value={draft.name}
            maxLength={64}
            aria-invalid={Boolean(errors.name)}
            onChange={(event) => change({ name: event.target.value })}
            data-testid="channel-name"
          />
        </Field>
        <Field label={t("bo_channel_order")} hint={t("bo_channel_order_hint")} errorKey={errors.sortOrder}>
          <input
            className="input"
            inputMode="numeric"
            value={draft.sortOrder}
            aria-invalid={Boolean(errors.sortOrder)}
            onChange={(event) => change({ sortOrder: event.target.value })}
          />
        </Field>
        <label className={`check ${styles.checkField}`}>
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) => change({ enabled: event.target.checked })}
            data-testid="channel-enabled"
          />
          {t("bo_channel_enabled")}
        </label>
      </div>
      <div className={styles.fields}>
        <AmountField
          label={t("bo_channel_min")}
          value={draft.minAmount}
          errorKey={errors.minAmount}
          onChange={(minAmount) => change({ minAmount })}
          testId="channel-min"
        />
        <AmountField
          label={t("bo_channel_max")}
          value={draft.maxAmount}
          errorKey={errors.maxAmount}
          onChange={(maxAmount) => change({ maxAmount })}
          testId="channel-max"
        />
        <Field label={t("bo_channel_fee_bps")} hint={t("bo_channel_fee_bps_hint")} errorKey={errors.feeBps}>
          <input
            className="input mono"
            inputMode="numeric"
            value={draft.feeBps}
            aria-invalid={Boolean(errors.feeBps)}
            onChange={(event) => change({ feeBps: event.target.value })}
          />
        </Field>
        <AmountField
          label={t("bo_channel_fee_fixed")}
          value={draft.feeFixed}
          errorKey={errors.feeFixed}
          onChange={(feeFixed) => change({ feeFixed })}
        />
      </div>
      <ChannelKindFields
        draft={draft}
        hasSecret={props.channel?.hasSecret ?? false}
        errors={errors}
        onChange={change}
      />
      <div className="row">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={save.isPending}
          data-testid="channel-save"
        >
          {t("bo_channel_save")}
        </button>
        <button type="button" className="btn" onClick={props.onDone}>
          {t("bo_cancel")}
        </button>
      </div>
    </form>
  );
}
