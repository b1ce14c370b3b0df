import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const API_TARGET = "http://127.0.0.1:8080";
const PROXIED = ["/bo", "/wps", "/media", "/healthz"];

/** The operators' console, served by the API server under /admin. */
export default defineConfig({
  base: "/admin/",
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, target: "es2022" },
  server: {
    port: 5174,
    proxy: Object.fromEntries(PROXIED.map((path) => [path, { target: API_TARGET, changeOrigin: false }])),
  },
});
