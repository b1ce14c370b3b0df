import { plainName } from "../../operators/index.ts";

/**
 * Operator-typed settings text (titles, labels, URLs, the maintenance message): control
 * characters, lone surrogates and direction overrides are refused as INVALID_INPUT naming the
 * field (err_invalid_characters); line breaks and tabs only where the text may span lines.
 */
export function checkSettingsText(value: string, path: string, isMultiline = false): void {
  plainName(isMultiline ? value.replace(/\r?\n|\t/g, " ") : value, path);
}
