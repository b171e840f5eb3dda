import { defineConfig } from "vitest/config";

/**
 * The cluster tests start app servers of the production build behind nginx on PostgreSQL: they
 * run only when asked for by name (`npm run test:cluster`), never with the other projects.
 */
const clusterAskedFor = process.argv.some(
  (arg, i, all) => arg === "--project=cluster" || (arg === "--project" && all[i + 1] === "cluster"),
);

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "app/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["server/**/*.test.ts", "tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          environment: "node",
          // The bad-input test walks every route as every role: about a minute on a quiet machine,
          // and it grows with each new route.
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      ...(clusterAskedFor
        ? [
            {
              extends: true as const,
              test: {
                name: "cluster",
                include: ["tests/cluster/**/*.test.ts"],
                environment: "node",
                // One cluster at a time: each is three servers and nginx.
                fileParallelism: false,
                testTimeout: 300_000,
                hookTimeout: 600_000,
              },
            },
          ]
        : []),
    ],
  },
});
