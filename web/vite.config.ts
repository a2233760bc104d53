import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      // The domain package has no side effects: let unused rules (and zod schemas) drop out.
      treeshake: { moduleSideEffects: (id: string) => !id.includes("/domain/src/") },
    },
  },
});
