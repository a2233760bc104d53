import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

// Web unit and component tests. Listed in the root vitest.config.ts projects as "web/vitest.config.ts".
export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    css: false,
    setupFiles: ["src/test/back-office-messages.ts"],
  },
});
