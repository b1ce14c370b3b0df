import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import { LocalizedTextField } from "./localized-text-field.tsx";

type TArticleText = { title: TLocalizedText; content: TLocalizedText };

/** An article's title and its rich-text body, each in the merchant's languages (notices, help). */
export function ArticleTextFields(props: {
  titleLabel: string;
  contentLabel: string;
  values: TArticleText;
  errors: Record<string, string>;
  onChange: (patch: Partial<TArticleText>) => void;
}) {
  return (
    <>
      <LocalizedTextField
        label={props.titleLabel}
        path="title"
        value={props.values.title}
        onChange={(title) => props.onChange({ title })}
        fieldErrors={props.errors}
        maxLength={200}
      />
      <LocalizedTextField
        label={props.contentLabel}
        path="content"
        value={props.values.content}
        onChange={(content) => props.onChange({ content })}
        fieldErrors={props.errors}
        maxLength={20_000}
        isRich
      />
    </>
  );
}
