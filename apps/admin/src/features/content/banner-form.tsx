import type { TBoBanner, TLocalizedText } from "@orchid/contract/backoffice-content";
import { BANNER_GROUPS, LINKAGE_TYPES, type TBannerGroup } from "@orchid/contract/content";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useMerchantTimeZone } from "../../i18n/use-merchant-time-zone.ts";
import { Field } from "../../ui/field.tsx";
import { BannerImageInput } from "./banner-image-input.tsx";
import styles from "./content.module.css";
import { ContentFormCard } from "./content-form-card.tsx";
import { BANNER_GROUP_KEYS, LINKAGE_KEYS } from "./content-labels.ts";
import { withoutEmpty } from "./content-languages.ts";
import { fromLocalInput, toLocalInput } from "./content-time.ts";
import { LocalizedTextField } from "./localized-text-field.tsx";
import { OrderField, orderOf } from "./order-field.tsx";
import { ScheduleFields } from "./schedule-fields.tsx";

type TLinkageType = (typeof LINKAGE_TYPES)[number];

type TDraft = {
  groupName: TBannerGroup;
  mediaId: number | null;
  url: string | null;
  title: TLocalizedText;
  linkageType: TLinkageType;
  linkage: string;
  sort: string;
  startsAt: string;
  endsAt: string;
};

function draftOf(banner: TBoBanner | null, zone: string): TDraft {
  return {
    groupName: banner?.groupName ?? "home",
    mediaId: banner?.mediaId ?? null,
    url: banner?.url ?? null,
    title: banner?.title ?? {},
    linkageType: banner?.linkageType ?? "NONE",
    linkage: banner?.linkage ?? "",
    sort: String(banner?.sort ?? 0),
    startsAt: toLocalInput(banner?.startsAt, zone),
    endsAt: toLocalInput(banner?.endsAt, zone),
  };
}

/** Creates a banner (no `banner`) or edits one: image, group, title, where it leads, order, schedule. */
export function BannerForm(props: { banner: TBoBanner | null; onDone: () => void }) {
  // The schedule is wall time in the merchant's zone: the form waits until that zone is known.
  const zone = useMerchantTimeZone();
  return zone ? <ZonedBannerForm {...props} zone={zone} /> : null;
}

function ZonedBannerForm(props: { banner: TBoBanner | null; onDone: () => void; zone: string }) {
  const { t } = useTranslation();
  const { zone } = props;
  const [draft, setDraft] = useState(() => draftOf(props.banner, zone));
  const [isUploading, setIsUploading] = useState(false);
  const [imageMissing, setImageMissing] = useState(false);
  const save = useConsoleChange("boSaveBanner", { refresh: ["boBanners"], onSuccess: props.onDone });
  const errors = save.fieldErrors;
  const linkage = LINKAGE_KEYS[draft.linkageType];
  const change = (patch: Partial<TDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function submit() {
    if (draft.mediaId === null) return setImageMissing(true);
    save.run({
      id: props.banner?.id,
      groupName: draft.groupName,
      mediaId: draft.mediaId,
      title: withoutEmpty(draft.title),
      linkageType: draft.linkageType,
      linkage: draft.linkageType === "NONE" ? null : draft.linkage.trim(),
      sort: orderOf(draft.sort),
      startsAt: fromLocalInput(draft.startsAt, zone),
      endsAt: fromLocalInput(draft.endsAt, zone),
    });
  }

  return (
    <ContentFormCard
      title={props.banner ? t("bo_banner_edit_title") : t("bo_banner_new_title")}
      saveTestId="banner-save"
      isPending={save.isPending || isUploading}
      onSubmit={submit}
      onCancel={props.onDone}
    >
      <div className={styles.fields}>
        <BannerImageInput
          url={draft.url}
          errorKey={imageMissing && draft.mediaId === null ? "bo_banner_image_required" : errors.mediaId}
          onBusyChange={setIsUploading}
          onUploaded={(media) => {
            setImageMissing(false);
            change({ mediaId: media.mediaId, url: media.url });
          }}
        />
        <Field label={t("bo_banner_group")} errorKey={errors.groupName}>
          <select
            className="select"
            value={draft.groupName}
            onChange={(event) => change({ groupName: event.target.value as TBannerGroup })}
            data-testid="banner-group"
          >
            {BANNER_GROUPS.map((group) => (
              <option key={group} value={group}>
                {t(BANNER_GROUP_KEYS[group])}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <LocalizedTextField
        label={t("bo_banner_title")}
        path="title"
        value={draft.title}
        onChange={(title) => change({ title })}
        fieldErrors={errors}
        maxLength={120}
      />
      <div className={styles.fields}>
        <Field label={t("bo_banner_linkage_type")} errorKey={errors.linkageType}>
          <select
            className="select"
            value={draft.linkageType}
            onChange={(event) => change({ linkageType: event.target.value as TLinkageType })}
          >
            {LINKAGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(LINKAGE_KEYS[type].label)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("bo_banner_linkage")} hint={t(linkage.hint)} errorKey={errors.linkage}>
          <input
            className="input mono"
            value={draft.linkageType === "NONE" ? "" : draft.linkage}
            disabled={draft.linkageType === "NONE"}
            placeholder={linkage.placeholder}
            maxLength={300}
            aria-invalid={Boolean(errors.linkage)}
            onChange={(event) => change({ linkage: event.target.value })}
          />
        </Field>
        <OrderField value={draft.sort} errorKey={errors.sort} onChange={(sort) => change({ sort })} />
      </div>
      <ScheduleFields
        from={{ name: "startsAt", label: t("bo_content_starts_at"), hint: t("bo_content_starts_hint") }}
        until={{ name: "endsAt", label: t("bo_content_ends_at"), hint: t("bo_content_ends_hint") }}
        values={draft}
        errors={errors}
        onChange={change}
      />
    </ContentFormCard>
  );
}
