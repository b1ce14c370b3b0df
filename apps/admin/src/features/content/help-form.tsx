import { HELP_DEVICES, type TBoHelpArticle, type TLocalizedText } from "@orchid/contract/backoffice-content";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { Field } from "../../ui/field.tsx";
import { ArticleTextFields } from "./article-text-fields.tsx";
import styles from "./content.module.css";
import { ContentFormCard } from "./content-form-card.tsx";
import { HELP_DEVICE_KEYS } from "./content-labels.ts";
import { withoutEmpty } from "./content-languages.ts";
import { LocalizedTextField } from "./localized-text-field.tsx";
import { OrderField, orderOf } from "./order-field.tsx";

type TDevice = TBoHelpArticle["device"];

type TDraft = {
  category: TLocalizedText;
  title: TLocalizedText;
  content: TLocalizedText;
  device: TDevice;
  sort: string;
};

function draftOf(article: TBoHelpArticle | null): TDraft {
  return {
    category: article?.category ?? {},
    title: article?.title ?? {},
    content: article?.content ?? {},
    device: article?.device ?? "ALL",
    sort: String(article?.sort ?? 0),
  };
}

/** Creates a help-centre article (no `article`) or edits one. */
export function HelpForm(props: { article: TBoHelpArticle | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(props.article));
  const save = useConsoleChange("boSaveHelpArticle", {
    refresh: ["boHelpArticles"],
    onSuccess: props.onDone,
  });
  const errors = save.fieldErrors;
  const change = (patch: Partial<TDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function submit() {
    save.run({
      id: props.article?.id,
      category: withoutEmpty(draft.category),
      title: withoutEmpty(draft.title),
      content: withoutEmpty(draft.content),
      device: draft.device,
      sort: orderOf(draft.sort),
    });
  }

  return (
    <ContentFormCard
      title={props.article ? t("bo_help_edit_title") : t("bo_help_new_title")}
      saveTestId="help-save"
      isPending={save.isPending}
      onSubmit={submit}
      onCancel={props.onDone}
    >
      <div className={styles.fields}>
        <Field label={t("bo_help_device")} errorKey={errors.device}>
          <select
            className="select"
            value={draft.device}
            onChange={(event) => change({ device: event.target.value as TDevice })}
          >
            {HELP_DEVICES.map((device) => (
              <option key={device} value={device}>
                {t(HELP_DEVICE_KEYS[device])}
              </option>
            ))}
          </select>
        </Field>
        <OrderField value={draft.sort} errorKey={errors.sort} onChange={(sort) => change({ sort })} />
      </div>
      <LocalizedTextField
        label={t("bo_help_category")}
        path="category"
        value={draft.category}
        onChange={(category) => change({ category })}
        fieldErrors={errors}
        maxLength={80}
      />
      <ArticleTextFields
        titleLabel={t("bo_help_title")}
        contentLabel={t("bo_help_content")}
        values={draft}
        errors={errors}
        onChange={change}
      />
    </ContentFormCard>
  );
}
