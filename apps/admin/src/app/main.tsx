import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { queryClient } from "../api/query-client.ts";
import { initConsoleI18n } from "../i18n/console-i18n.ts";
import { useConsoleStore } from "../store/console-store.ts";
import { router } from "./router.tsx";
import "../theme/script-fonts.ts";
import "../theme/tokens.css";
import "./global.css";

const container = document.getElementById("root");
if (container) {
  void initConsoleI18n(useConsoleStore.getState().language)
    .catch(() => undefined)
    .then(() =>
      createRoot(container).render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
}
