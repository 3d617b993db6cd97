import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "rich-text", include: ["src/**/*.test.ts"] },
});
