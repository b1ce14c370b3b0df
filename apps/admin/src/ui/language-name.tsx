import { LANGUAGES, type TLanguageCode } from "@orchid/contract/languages";

/**
 * A language's own name, marked with its language and direction: screen readers say it in that
 * language, and the browser picks that script's font (Chrome will not draw Myanmar from a font
 * further down the stack inside text marked as another language).
 */
export function LanguageName(props: { code: TLanguageCode }) {
  const language = LANGUAGES[props.code];
  return (
    <span lang={language.tag} dir={language.dir}>
      {language.nativeName}
    </span>
  );
}
