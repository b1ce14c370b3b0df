import type { TBoNotice } from "@orchid/contract/backoffice-content";
import { ANNOUNCEMENT_TYPES, type TAnnouncementType } from "@orchid/contract/content";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useMerchantTimeZone } from "../../i18n/use-merchant-time-zone.ts";
import { Field } from "../../ui/field.tsx";
import { ArticleTextFields } from "./article-text-fields.tsx";
import styles from "./content.module.css";
import { ContentFormCard } from "./content-form-card.tsx";
import { canUseMarquee, NOTICE_TYPE_KEYS } from "./content-labels.ts";
import {
  hasPromotionTimes,
  isMarqueeByDefault,
  noticeDraftOf,
  noticeRequestOf,
  type TNoticeDraft,
} from "./notice-draft.ts";
import { OrderField } from "./order-field.tsx";
import { ScheduleFields } from "./schedule-fields.tsx";

/** Creates a notice of the given type (no `notice`) or edits one; popups are notices of type PU. */
export function NoticeForm(props: { notice: TBoNotice | null; type: TAnnouncementType; onDone: () => void }) {
  // The schedule is wall time in the merchant's zone: the form waits until that zone is known.
  const zone = useMerchantTimeZone();
  return zone ? <ZonedNoticeForm {...props} zone={zone} /> : null;
}

function ZonedNoticeForm(props: {
  notice: TBoNotice | null;
  type: TAnnouncementType;
  onDone: () => void;
  zone: string;
}) {
  const { t } = useTranslation();
  const { zone } = props;
  const [draft, setDraft] = useState(() => noticeDraftOf(props.notice, props.type, zone));
  const [isMarqueeChosen, setIsMarqueeChosen] = useState(props.notice !== null);
  const save = useConsoleChange("boSaveNotice", { refresh: ["boNotices"], onSuccess: props.onDone });
  const errors = save.fieldErrors;
  const hasMarquee = canUseMarquee(draft.type);
  const change = (patch: Partial<TNoticeDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function changeType(type: TAnnouncementType) {
    change(isMarqueeChosen ? { type } : { type, marquee: isMarqueeByDefault(type) });
  }

  function submit() {
    save.run(noticeRequestOf(draft, props.notice?.id, zone));
  }

  return (
    <ContentFormCard
      title={props.notice ? t("bo_notice_edit_title") : t("bo_notice_new_title")}
      saveTestId="notice-save"
      isPending={save.isPending}
      onSubmit={submit}
      onCancel={props.onDone}
    >
      <div className={styles.fields}>
        <Field label={t("bo_notice_type")} errorKey={errors.type}>
          <select
            className="select"
            value={draft.type}
            onChange={(event) => changeType(event.target.value as TAnnouncementType)}
            data-testid="notice-type"
          >
            {ANNOUNCEMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(NOTICE_TYPE_KEYS[type])}
              </option>
            ))}
          </select>
        </Field>
        <OrderField value={draft.sort} errorKey={errors.sort} onChange={(sort) => change({ sort })} />
      </div>
      <ArticleTextFields
        titleLabel={t("bo_notice_title")}
        contentLabel={t("bo_notice_content")}
        values={draft}
        errors={errors}
        onChange={change}
      />
      <div>
        <label className="check">
          <input
            type="checkbox"
            checked={hasMarquee && draft.marquee}
            disabled={!hasMarquee}
            onChange={(event) => {
              setIsMarqueeChosen(true);
              change({ marquee: event.target.checked });
            }}
            data-testid="notice-marquee"
          />
          {t("bo_notice_marquee")}
        </label>
        {!hasMarquee && <small className="field-hint"> {t("bo_notice_marquee_not_for_type")}</small>}
      </div>
      <ScheduleFields
        from={{
          name: "publishedAt",
          label: t("bo_notice_published_at"),
          hint: t("bo_notice_published_hint"),
        }}
        until={{ name: "expiresAt", label: t("bo_notice_expires_at"), hint: t("bo_content_ends_hint") }}
        values={draft}
        errors={errors}
        onChange={change}
      />
      {hasPromotionTimes(draft.type) && (
        <fieldset className={styles.section} data-testid="notice-promotion-times">
          <legend>{t("bo_notice_promotion_times")}</legend>
          <p className={`field-hint ${styles.sectionHint}`}>{t("bo_notice_promotion_times_hint")}</p>
          <ScheduleFields
            from={{
              name: "signupOpensAt",
              label: t("bo_notice_signup_opens_at"),
              hint: t("bo_notice_signup_opens_hint"),
            }}
            until={{
              name: "signupClosesAt",
              label: t("bo_notice_signup_closes_at"),
              hint: t("bo_notice_signup_closes_hint"),
            }}
            values={draft}
            errors={errors}
            onChange={change}
            isClearable
            testIdPrefix="notice"
          />
          <ScheduleFields
            from={{
              name: "eventStartsAt",
              label: t("bo_notice_event_starts_at"),
              hint: t("bo_notice_event_starts_hint"),
            }}
            until={{
              name: "eventEndsAt",
              label: t("bo_notice_event_ends_at"),
              hint: t("bo_content_ends_hint"),
            }}
            values={draft}
            errors={errors}
            onChange={change}
            isClearable
            testIdPrefix="notice"
          />
        </fieldset>
      )}
    </ContentFormCard>
  );
}
