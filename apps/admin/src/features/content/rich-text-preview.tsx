import { useTranslation } from "react-i18next";
import { useConsoleStore } from "../../store/console-store.ts";
import styles from "./localized-text-field.module.css";

const THEME_VARIABLES = ["--font", "--text", "--text-muted", "--surface", "--border", "--accent"] as const;

/** The console theme's colours, copied into the preview (a sandboxed document cannot read them). */
function themeStyle(): string {
  const computed = getComputedStyle(document.documentElement);
  const declarations = THEME_VARIABLES.map((name) => `${name}:${computed.getPropertyValue(name).trim()}`);
  return `:root{${declarations.join(";")}}
body{margin:12px;font:14px/1.6 var(--font);color:var(--text);background:var(--surface);overflow-wrap:anywhere}
a{color:var(--accent)}img{max-width:100%;height:auto}
table{border-collapse:collapse}td,th{border:1px solid var(--border);padding:4px 8px}
blockquote{margin:0;padding-inline-start:12px;border-inline-start:3px solid var(--border);color:var(--text-muted)}`;
}

/**
 * Rich text as the site will show it, rendered in a sandboxed frame (no scripts, no same-origin
 * access): the operator's HTML never runs inside the console's own document. The server keeps
 * only safe tags, so the site may show a little less than this.
 */
export function RichTextPreview(props: { html: string; lang: string; dir: "ltr" | "rtl" }) {
  const { t } = useTranslation();
  // Re-render on a theme switch: the colours are read from the page's CSS variables.
  useConsoleStore((state) => state.theme);
  const srcDoc =
    `<!doctype html><html lang="${props.lang}" dir="${props.dir}"><head><meta charset="utf-8">` +
    `<style>${themeStyle()}</style></head><body>${props.html}</body></html>`;
  return <iframe className={styles.preview} sandbox="" srcDoc={srcDoc} title={t("bo_content_preview")} />;
}
