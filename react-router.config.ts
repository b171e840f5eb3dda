import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // Overridable so that several builds (e.g. parallel test runs) never share a folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
