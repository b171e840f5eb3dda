// A cluster for the tests of one file (tests/cluster): the production build (BUILD_DIR, built when
// missing) as three app servers behind nginx, with scripts/cluster.mjs, on a fresh database of the
// PostgreSQL server named by TEST_DATABASE_URL (run through scripts/with-postgres.mjs: `npm run
// test:cluster`), dropped afterwards. The first server seeds the demo data.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { type Cluster, type ClusterOptions, startCluster } from "../../scripts/cluster.mjs";
import { adminQuery } from "./admin-query";

/** Starts a cluster on a new database; `stop` also drops the database. */
export async function startTestCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("no TEST_DATABASE_URL: run the cluster tests with `npm run test:cluster`");
  const dbName = `test_cluster_${randomUUID().replaceAll("-", "")}`;
  await adminQuery(serverUrl, `create database ${dbName}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${dbName}`;
  try {
    const cluster = await startCluster({
      databaseUrl: databaseUrl.toString(),
      output: process.env.TEST_CLUSTER_OUTPUT === "inherit" ? "inherit" : "quiet",
      ...options,
      env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "warn", ...options.env },
    });
    const stop = cluster.stop;
    return Object.assign(cluster, {
      async stop() {
        await stop();
        await adminQuery(serverUrl, `drop database if exists ${dbName} with (force)`);
      },
    });
  } catch (err) {
    await adminQuery(serverUrl, `drop database if exists ${dbName} with (force)`);
    throw err;
  }
}

/** The cluster for the tests of one file: started before them, stopped after them. */
export function withCluster(options: ClusterOptions = {}): { readonly cluster: Cluster } {
  let started: Cluster | undefined;
  beforeAll(async () => {
    started = await startTestCluster(options);
  }, 600_000);
  afterAll(async () => {
    await started?.stop();
  }, 120_000);
  return {
    get cluster() {
      if (!started) throw new Error("withCluster: the cluster runs only in tests and hooks, after its beforeAll");
      return started;
    },
  };
}

/** The last lines of every process of the cluster, for a failure's message. */
export function clusterLogs(cluster: Cluster): string {
  const parts = [...cluster.servers.map((s) => [s.name, s.log()] as const), ["nginx", cluster.nginx.log()] as const];
  return parts.map(([name, lines]) => `--- ${name} ---\n${lines.slice(-40).join("\n")}`).join("\n");
}
