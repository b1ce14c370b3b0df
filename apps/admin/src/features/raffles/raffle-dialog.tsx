import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useMerchantTimeZone } from "../../i18n/use-merchant-time-zone.ts";
import { Field } from "../../ui/field.tsx";
import { flattenErrors } from "../agents/form-errors.ts";
import { BonusTextField } from "../bonus/bonus-text-field.tsx";
import { moneyInput, wholeInput } from "../bonus/form-inputs.ts";
import { EditDialog } from "../games/edit-dialog.tsx";
import { useFormatCash } from "../points/use-format-cash.ts";
import {
  averagePacketOfDraft,
  RAFFLE_TITLE_MAX,
  raffleDraftOf,
  raffleSchema,
  type TRaffleDraft,
  type TRaffleInput,
} from "./raffle-draft.ts";
import styles from "./raffles.module.css";

/**
 * Makes a red-envelope raffle: its title per language (English required), the pool, how many
 * packets it splits into and the smallest packet, and the window members may take one in. The
 * pool is split when the raffle is made and cannot change, so the form checks the split first.
 * Times are wall time in the merchant's zone, so the form waits until that zone is known.
 */
export function RaffleDialog(props: { onClose: () => void }) {
  const { t } = useTranslation();
  const zone = useMerchantTimeZone();
  return (
    <EditDialog title={t("bo_raffles_new_title")} onClose={props.onClose} testId="raffle-dialog">
      {zone ? (
        <ZonedRaffleForm zone={zone} onClose={props.onClose} />
      ) : (
        <p className="muted">{t("bo_loading")}</p>
      )}
    </EditDialog>
  );
}

function ZonedRaffleForm(props: { zone: string; onClose: () => void }) {
  const { t } = useTranslation();
  const formatCash = useFormatCash();
  const { zone } = props;
  const resolver = useMemo(() => zodResolver(raffleSchema(zone)), [zone]);
  const form = useForm<TRaffleDraft, unknown, TRaffleInput>({
    defaultValues: raffleDraftOf(zone),
    resolver,
  });
  const create = useConsoleChange("boCreateRaffle", {
    refresh: ["boRaffles"],
    successKey: "bo_raffles_created",
    onSuccess: props.onClose,
  });
  const errors = { ...flattenErrors(form.formState.errors), ...create.fieldErrors };
  const [pool, packets] = useWatch({ control: form.control, name: ["pool", "packets"] });
  const average = averagePacketOfDraft({ pool, packets });
  const { register } = form;

  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((input) => create.run(input))}>
      <p className={styles.notice} role="note">
        {t("bo_raffles_split_notice")}
      </p>
      <Controller
        control={form.control}
        name="title"
        render={({ field }) => (
          <BonusTextField
            label={t("bo_raffles_title")}
            path="title"
            value={field.value}
            onChange={field.onChange}
            errors={errors}
            maxLength={RAFFLE_TITLE_MAX}
          />
        )}
      />

      <fieldset className={styles.section}>
        <legend>{t("bo_raffles_split_section")}</legend>
        <div className={styles.fields}>
          <Field label={t("bo_raffles_pool")} hint={t("bo_raffles_pool_hint")} errorKey={errors.pool}>
            <input {...moneyInput(errors.pool, "raffle-pool")} {...register("pool")} />
          </Field>
          <Field
            label={t("bo_raffles_packets")}
            hint={t("bo_raffles_packets_hint")}
            errorKey={errors.packets}
          >
            <input {...wholeInput(errors.packets, "raffle-packets", 6)} {...register("packets")} />
          </Field>
          <Field
            label={t("bo_raffles_min_packet")}
            hint={t("bo_raffles_min_packet_hint")}
            errorKey={errors.minPacket}
          >
            <input {...moneyInput(errors.minPacket, "raffle-min-packet")} {...register("minPacket")} />
          </Field>
        </div>
        <p className={styles.example} aria-live="polite" data-testid="raffle-average">
          {average === null
            ? t("bo_raffles_average_unknown")
            : t("bo_raffles_average", { amount: formatCash(average) })}
        </p>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t("bo_raffles_window_section")}</legend>
        <div className={styles.fields}>
          <Field
            label={t("bo_raffles_opens_at")}
            hint={t("bo_raffles_zone_hint", { zone })}
            errorKey={errors.opensAt}
          >
            <input
              className="input"
              type="datetime-local"
              aria-invalid={Boolean(errors.opensAt)}
              {...register("opensAt")}
              data-testid="raffle-opens-at"
            />
          </Field>
          <Field
            label={t("bo_raffles_closes_at")}
            hint={t("bo_raffles_closes_hint")}
            errorKey={errors.closesAt}
          >
            <input
              className="input"
              type="datetime-local"
              aria-invalid={Boolean(errors.closesAt)}
              {...register("closesAt")}
              data-testid="raffle-closes-at"
            />
          </Field>
        </div>
      </fieldset>

      <div className={styles.dialogActions}>
        <button type="button" className="btn" onClick={props.onClose}>
          {t("bo_cancel")}
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={create.isPending}
          data-testid="raffle-create"
        >
          {create.isPending ? t("bo_raffles_creating") : t("bo_raffles_create")}
        </button>
      </div>
    </form>
  );
}
