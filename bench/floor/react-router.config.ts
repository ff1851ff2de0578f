import type { Config } from "@react-router/dev/config";

// The bench's floor: the project's own stack with one trivial page (see bench/README.md).
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
