import { type ComponentType, lazy } from "react";
import { loadGamesCatalogue } from "../i18n/i18n.ts";
import { loadChunk } from "./load-chunk.ts";

/**
 * A lazily loaded component that shows game texts: its code and the games part of the
 * catalogue load together (within the 120 s chunk limit) before it first renders.
 */
export function lazyWithGames<TProps extends object>(load: () => Promise<ComponentType<TProps>>) {
  return lazy(() =>
    loadChunk(() => Promise.all([load(), loadGamesCatalogue()])).then(([Component]) => ({
      default: Component,
    })),
  );
}
