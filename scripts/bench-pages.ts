// The shape every dashboard bench shares: per engine, a fresh database is prepared (the bench's
// own data), the production server starts on it, and each page is requested one at a time as a
// browser's first visit does; then a table per engine and the verdict on PostgreSQL.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  benchEngines,
  type DocumentTimes,
  ENGINE_NAMES,
  type Engine,
  engineRun,
  ensureBuild,
  formatTable,
  ms,
  runPerEngine,
  startBuiltServer,
  timeDocument,
  wholeSetting,
} from "./bench-support";

export interface BenchPage {
  label: string;
  path: string;
  /** Text this answer holds instead of the bench's `expect` (an endpoint's JSON). */
  expect?: string;
  /** Its own p95 target, where it differs from the bench's (an export). */
  targetP95Ms?: number;
}

export interface PageFigures extends DocumentTimes, BenchPage {}

export interface EngineFigures<Extra> {
  engine: Engine;
  pages: PageFigures[];
  extra: Extra;
}

export interface PageBench<Prepared extends { cookie: string }, Extra> {
  /** The npm script's name, for messages and temporary folders ("bench-admin"). */
  name: string;
  /** This script's path, run again per engine in its own process. */
  script: string;
  defaultPort: number;
  /** Text every measured page holds (a 200 without it is reported, unmeasured). */
  expect: string;
  /** What the data is, for the table's heading. */
  describe: string;
  targetP95Ms: number;
  /** Fills the fresh database (migrated, the demo data not yet in) and signs the viewer in. */
  prepare(): Promise<Prepared>;
  pages(prepared: Prepared): BenchPage[];
  /** Anything else measured against the running server (the weight of the scripts). */
  measure(base: string, prepared: Prepared): Promise<Extra>;
  /** Lines about `extra`, and whether it meets its own target (null: no target). */
  report(extra: Extra): { lines: string[]; pass: boolean | null };
}

const BUILD_DIR = process.env.BUILD_DIR ?? "build-bench";
const REQUESTS = wholeSetting("BENCH_REQUESTS", 100);
const WARM_UP = 10;

async function runEngine<P extends { cookie: string }, E>(bench: PageBench<P, E>, engine: Engine, outFile: string) {
  const port = wholeSetting("BENCH_PORT", bench.defaultPort);
  const { base, dataDir, env: engineEnv } = engineRun(engine, port, bench.name);
  Object.assign(process.env, engineEnv);
  try {
    console.log(`\n[${engine}] preparing a fresh database...`);
    const prepared = await bench.prepare();
    console.log(`[${engine}] starting the server on ${base}...`);
    const server = await startBuiltServer({ buildDir: BUILD_DIR, env: process.env, port });
    try {
      const pages: PageFigures[] = [];
      for (const page of bench.pages(prepared)) {
        console.log(`[${engine}] ${page.path}: ${REQUESTS} requests...`);
        const times = await timeDocument(base, page.path, prepared.cookie, {
          expect: page.expect ?? bench.expect,
          requests: REQUESTS,
          warmUp: WARM_UP,
        });
        pages.push({ ...page, ...times });
      }
      const result: EngineFigures<E> = { engine, pages, extra: await bench.measure(base, prepared) };
      writeFileSync(outFile, JSON.stringify(result));
    } catch (err) {
      if (server.log.some((line) => line.trim())) console.error(`Last server output:\n${server.log.join("\n")}`);
      throw err;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function print<E>(bench: PageBench<{ cookie: string }, E>, figures: EngineFigures<E>) {
  console.log(`\n${ENGINE_NAMES[figures.engine]}: ${bench.describe}; ${REQUESTS} requests per page, one at a time`);
  const rows = figures.pages.map((f) =>
    f.status === 200
      ? [f.label, f.path, ms(f.p50), ms(f.p95), ms(f.p99), ms(f.max), (f.bytes / 1024).toFixed(0)]
      : [f.label, f.path, `answered ${f.status}: not measured`, "", "", "", ""],
  );
  console.log(formatTable(["page", "path", "p50 ms", "p95 ms", "p99 ms", "max ms", "KB"], rows, 2));
  for (const line of bench.report(figures.extra).lines) console.log(line);
}

/**
 * Runs the bench: with `<engine> <outFile>` arguments one engine (the child process), otherwise
 * the build and every engine of BENCH_ENGINES, then the tables. Exits non-zero only when a run
 * failed; a missed target is printed, not failed (the machine is noisy).
 */
export function runPageBench<P extends { cookie: string }, E>(bench: PageBench<P, E>) {
  const main = async (): Promise<number> => {
    const [engine, outFile] = process.argv.slice(2);
    if (engine && outFile) {
      await runEngine(bench, engine as Engine, outFile);
      return 0;
    }
    ensureBuild(BUILD_DIR);
    const work = mkdtempSync(path.join(tmpdir(), `${bench.name}-`));
    try {
      const { results, failed } = await runPerEngine<EngineFigures<E>>(bench.script, benchEngines(), (e) =>
        path.join(work, `${e}.json`),
      );
      console.log("\nThe machine is shared (2 cores, other work running): figures move between runs.");
      for (const figures of Object.values(results)) print(bench as PageBench<{ cookie: string }, E>, figures);
      const pg = results.postgres;
      if (pg) {
        const target = (f: PageFigures) => f.targetP95Ms ?? bench.targetP95Ms;
        const misses = pg.pages.filter((f) => f.status !== 200 || f.p95 > target(f));
        const others = pg.pages.filter((f) => f.targetP95Ms !== undefined).map((f) => `${f.label} ${f.targetP95Ms} ms`);
        const extra = bench.report(pg.extra);
        const verdict = (pass: boolean) => (pass ? "PASS" : "MISS");
        console.log(
          `\nTargets on PostgreSQL: every page's p95 <= ${bench.targetP95Ms} ms${others.length ? ` (${others.join("; ")})` : ""}: ${verdict(misses.length === 0)}${misses.length ? ` (missed: ${misses.map((f) => f.label).join("; ")})` : ""}${extra.pass === null ? "" : `; ${verdict(extra.pass)} on the line above`}`,
        );
      }
      if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(results, null, 2)}\n`);
      return failed.length > 0 ? 1 : 0;
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  };
  main().then(
    (status) => process.exit(status),
    (err: unknown) => {
      // A failed bulk insert repeats every value it was given: its first lines say enough.
      const text = err instanceof Error ? `${err.message}\n${err.cause ?? ""}` : String(err);
      console.error(
        `${bench.name} failed: ${text.length > 2000 ? `${text.slice(0, 1000)} ... ${text.slice(-1000)}` : text}`,
      );
      process.exit(1);
    },
  );
}
