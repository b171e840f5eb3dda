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
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The database
    // and HTTP tests wait on their database and sockets as much as they compute.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Everything that needs no database: the rules, the app's pieces, and the server's files
          // named *.unit.test.ts (they would otherwise run once per database engine).
          include: [
            "domain/**/*.test.ts",
            "app/**/*.test.{ts,tsx}",
            "server/**/*.unit.test.ts",
            "tests/integration/**/*.unit.test.ts",
            "scripts/**/*.unit.test.ts",
          ],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["server/**/*.test.ts", "tests/integration/**/*.test.ts"],
          exclude: ["**/*.unit.test.ts", "**/node_modules/**"],
          environment: "node",
          // A worker's files share its loaded modules and its database, which is emptied back to
          // its migrated state before each file (tests/support/database.ts): a second or more a
          // file saved, with every file still starting from the same state.
          isolate: false,
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
          // One worker's files share its Vite, which compiles the app once (tests/support/app-server.ts).
          isolate: false,
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
