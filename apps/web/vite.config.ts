import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const API_TARGET = "http://127.0.0.1:8080";
const PROXIED = ["/wps", "/lgw", "/lotto", "/media", "/flags", "/healthz", "/dev"];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    cssCodeSplit: true,
  },
  server: {
    proxy: Object.fromEntries(PROXIED.map((path) => [path, { target: API_TARGET, changeOrigin: false }])),
  },
});
