import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { pickCataloguePart, type TCataloguePart } from "./src/i18n/catalogue-parts.ts";

/** A language catalogue of `packages/i18n/locales`. */
const CATALOGUE_FILE = /[\\/]packages[\\/]i18n[\\/]locales[\\/][A-Z-]+\.json$/;
/** An import of one part of a catalogue: `@orchid/i18n/locales/EN.json?part=games`. */
const PART_IMPORT = /^(.*\.json)\?part=([a-z]+)$/;
const PART_ID = "\0catalogue-part:";

/**
 * Splits each language catalogue at build time: `EN.json` yields the core keys only, and
 * `EN.json?part=games` a module of that part's keys (see `src/i18n/catalogue-parts.ts`), so
 * each half becomes its own small chunk.
 */
export function catalogueParts(): Plugin {
  return {
    name: "orchid-catalogue-parts",
    enforce: "pre",
    async resolveId(source, importer) {
      const match = PART_IMPORT.exec(source);
      if (!match?.[1]) return null;
      const file = await this.resolve(match[1], importer, { skipSelf: true });
      if (!file || !CATALOGUE_FILE.test(file.id)) return null;
      // The id must not end in ".json", or Vite would read the generated module as JSON.
      return `${PART_ID}${file.id}:${match[2]}`;
    },
    load(id) {
      if (!id.startsWith(PART_ID)) return null;
      const rest = id.slice(PART_ID.length);
      const separator = rest.lastIndexOf(":");
      const file = rest.slice(0, separator);
      const part = rest.slice(separator + 1) as TCataloguePart;
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
      return `export default ${JSON.stringify(pickCataloguePart(catalogue, part))};`;
    },
    transform(code, id) {
      if (!CATALOGUE_FILE.test(id)) return null;
      const catalogue = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(pickCataloguePart(catalogue, null)), map: null };
    },
  };
}
