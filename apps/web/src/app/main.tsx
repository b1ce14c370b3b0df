import { isLanguageCode } from "@orchid/contract/languages";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { queryClient } from "../api/query-client.ts";
import { StartupGate } from "../features/system-status/startup-gate.tsx";
import { systemStatusQuery } from "../features/system-status/system-status-query.ts";
import { initI18n } from "../i18n/i18n.ts";
import { readStored } from "../store/storage.ts";
import { STORAGE_KEYS } from "../store/storage-keys.ts";
import { SiteApp } from "./site-app.tsx";
import "./global.css";

const stored = readStored("localStorage", STORAGE_KEYS.language);
const firstLanguage = isLanguageCode(stored) ? stored : null;
// The status call and the catalogues load side by side; neither waits for the other.
const i18nReady = initI18n(firstLanguage).catch(() => undefined);
void queryClient.prefetchQuery(systemStatusQuery(window.location.hostname));

const container = document.getElementById("root");
if (container) {
  void i18nReady.then(() =>
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StartupGate>
            <SiteApp />
          </StartupGate>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
