import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { catalogueParts } from "./catalogue-parts-plugin.ts";

const API_TARGET = "http://127.0.0.1:8080";
const PROXIED = ["/wps", "/lgw", "/lotto", "/sb", "/sv3", "/orchid", "/media", "/flags", "/healthz", "/dev"];

export default defineConfig({
  plugins: [catalogueParts(), react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            {
              name: "vendor",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](?:react-query|query-core)|zustand|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `ws` lets the member socket (/wps/ws) through the dev proxy too.
    proxy: Object.fromEntries(
      PROXIED.map((path) => [path, { target: API_TARGET, changeOrigin: false, ws: true }]),
    ),
  },
});
