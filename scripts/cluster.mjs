// Several app servers of the production build on one PostgreSQL, behind nginx, on this machine:
//
//   npm run cluster -- [--servers 3] [--port 8080] [--base-port 3001] [--postgres] [--jobs-process]
//
// DATABASE_URL names the PostgreSQL (or --postgres starts a throw-away one, as
// scripts/with-postgres.mjs does). The first server starts alone and migrates (and seeds the demo
// data on an empty database); once its /healthz answers, the others start. nginx runs the
// template deploy/nginx.conf (the one compose.yaml uses) unprivileged from a temporary folder.
// The servers run with TRUST_PROXY=1 and PUBLIC_URL set to nginx's address; by default each runs
// the background jobs too, and with --jobs-process none does and one process of its own
// (`npm run jobs`) runs them. Stays in the foreground; Ctrl-C stops everything.
//
// From tests and benchmarks: `startCluster(options)` (types in cluster.d.mts) gives the address
// of nginx and each server, to stop (with any signal) or restart one at a time.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findExecutable, freePort, startTemporaryPostgres } from "./temporary-postgres.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const NGINX_TEMPLATE = path.join(ROOT, "deploy/nginx.conf");
/**
 * The passive health check of every upstream server: three failures within 2 s leave it out for
 * 2 s. (One failure was too few: a busy server that answered a connect late was left out, then
 * the next, until nginx had none left and answered 502 to everyone.)
 */
export const UPSTREAM_SERVER_PARAMETERS = "max_fails=3 fail_timeout=2s";
/** The environment every app server of a cluster gets on top of its own (compose.yaml sets the same). */
export const CLUSTER_SERVER_ENV = { NODE_ENV: "production", TRUST_PROXY: "1" };
const LOG_TAIL = 200;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The `server` lines of nginx's upstream for these host:port addresses, on one line. */
export function upstreamServers(addresses) {
  return addresses.map((address) => `server ${address} ${UPSTREAM_SERVER_PARAMETERS};`).join(" ");
}

/**
 * The template with its ${NGINX_*} placeholders filled in, as the nginx image's envsubst does
 * with NGINX_ENVSUBST_FILTER=^NGINX_ (an unknown one is an error here rather than left as is).
 */
export function renderNginxConf(template, values) {
  return template.replace(/\$\{(NGINX_[A-Z0-9_]+)\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf: no value for ${name}`);
    return String(values[name]);
  });
}

/** The nginx binary: on the PATH, else where Debian puts it. */
export function findNginx() {
  const found = findExecutable("nginx", ["/usr/sbin", "/usr/local/sbin", "/sbin"]);
  if (!found) throw new Error("nginx is not installed (Debian: apt-get install nginx-light)");
  return found;
}

/** A child process with its output kept (the last lines) and, if asked, shown with a prefix. */
function launch(name, command, args, { env, show }) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    // A process group of its own: a Ctrl-C in the terminal reaches the cluster script alone, which
    // then stops every process in order (a second signal would cut a graceful shutdown short).
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const tail = [];
  const exited = new Promise((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal }));
    child.on("error", (err) => {
      tail.push(`could not start: ${err.message}`);
      resolve({ code: 127, signal: null });
    });
  });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      const lines = (partial + chunk).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) {
        tail.push(line);
        if (show) process.stdout.write(`${name.padEnd(6)}| ${line}\n`);
      }
      tail.splice(0, Math.max(0, tail.length - LOG_TAIL));
    });
  }
  let ended;
  exited.then((how) => {
    ended = how;
  });
  return {
    child,
    exited,
    tail,
    get ended() {
      return ended;
    },
  };
}

/** Waits until `url` answers 200, or throws when `gone()` says the process ended or time is up. */
async function waitForOk(url, { timeoutMs, gone, what }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ended = gone();
    if (ended) throw new Error(`${what} exited (${ended.signal ?? `code ${ended.code}`}) before it was ready`);
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
    await response?.body?.cancel();
    if (response?.status === 200) return;
    await sleep(250);
  }
  throw new Error(`${what} did not answer ${url} with 200 within ${timeoutMs / 1000} s`);
}

/** Sends `signal` and waits for the exit; SIGKILL after `killAfterMs`. */
async function stopProcess(proc, signal, killAfterMs) {
  if (proc.ended) return proc.ended;
  try {
    process.kill(proc.child.pid, signal);
  } catch {
    // Gone already.
  }
  const inTime = await Promise.race([proc.exited.then(() => true), sleep(killAfterMs).then(() => false)]);
  if (!inTime) {
    try {
      process.kill(proc.child.pid, "SIGKILL");
    } catch {
      // Gone meanwhile.
    }
  }
  return proc.exited;
}

/** The production build's server entry; builds it when it is missing. */
function ensureBuild(buildDir, show) {
  const entry = path.join(ROOT, buildDir, "server/index.js");
  if (existsSync(entry)) return;
  if (show) console.log(`No production build in ${buildDir}: building...`);
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: ROOT,
    stdio: show ? "inherit" : "pipe",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) {
    throw new Error(`the build failed\n${result.stderr?.toString() ?? ""}${result.stdout?.toString() ?? ""}`);
  }
}

/** The command line of `npm run jobs` as one node process (signals reach it directly). */
function jobsCommand() {
  const script = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts?.jobs;
  if (!script) throw new Error("jobsProcess: package.json has no `jobs` script (npm run jobs)");
  const match = /^tsx\s+(\S+)$/.exec(script.trim());
  if (!match) throw new Error(`jobsProcess: cannot run the jobs script "${script}" as one process`);
  return [process.execPath, ["--import", "tsx", match[1]]];
}

/**
 * Starts a cluster; see cluster.d.mts for the options and what it gives.
 * @param {import("./cluster.d.mts").ClusterOptions} [options]
 * @returns {Promise<import("./cluster.d.mts").Cluster>}
 */
export async function startCluster(options = {}) {
  const count = options.servers ?? 3;
  if (!Number.isInteger(count) || count < 1) throw new Error("servers must be a whole number of at least 1");
  const show = options.output === "inherit";
  const buildDir = options.buildDir ?? process.env.BUILD_DIR ?? "build";
  const startupTimeoutMs = options.startupTimeoutMs ?? 180_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 30_000;
  const note = (line) => {
    if (show) console.log(line);
  };

  /** Everything started so far, in order, for the clean-up. */
  const undo = [];
  const processes = new Set();
  // Whatever ends this process, nothing it started lives on.
  const lastResort = () => {
    for (const proc of processes) {
      if (!proc.ended) {
        try {
          process.kill(proc.child.pid, "SIGKILL");
        } catch {
          // Gone already.
        }
      }
    }
  };
  process.on("exit", lastResort);
  const cleanUp = async () => {
    while (undo.length > 0) {
      try {
        await undo.pop()();
      } catch (err) {
        console.error(`cluster: clean-up: ${err instanceof Error ? err.message : err}`);
      }
    }
    process.off("exit", lastResort);
  };

  try {
    ensureBuild(buildDir, show);
    const nginxBinary = findNginx();
    const template = readFileSync(NGINX_TEMPLATE, "utf8");

    let databaseUrl = options.databaseUrl ?? (options.postgres ? undefined : process.env.DATABASE_URL);
    let postgres;
    if (options.postgres) {
      postgres = await startTemporaryPostgres({ log: note });
      undo.push(() => postgres.stop());
      databaseUrl = postgres.url;
      note(`${postgres.version}: ${postgres.url}`);
    }
    if (!databaseUrl) throw new Error("DATABASE_URL is required (or --postgres for a throw-away PostgreSQL)");

    const host = "127.0.0.1";
    const nginxPort = options.port ?? (await freePort());
    const ports = [];
    for (let i = 0; i < count; i++) ports.push(options.basePort ? options.basePort + i : await freePort());
    const url = `http://${host}:${nginxPort}`;
    const publicUrl = options.publicUrl ?? url;

    const serverEnv = {
      ...process.env,
      LOG_LEVEL: process.env.LOG_LEVEL ?? (show ? "info" : "warn"),
      // The servers share one machine, so one secrets file serves them all (server/lib/secrets.ts).
      SECRETS_FILE: process.env.SECRETS_FILE ?? "secrets/practice.env",
      ...options.env,
      ...CLUSTER_SERVER_ENV,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: publicUrl,
      HOST: host,
      BUILD_DIR: buildDir,
      RUN_JOBS: options.jobsProcess ? "false" : "true",
    };

    const makeServer = (index) => {
      const name = `app-${index + 1}`;
      const port = ports[index];
      const serverUrl = `http://${host}:${port}`;
      let proc;
      const spawnServer = async () => {
        proc = launch(name, process.execPath, ["scripts/serve.mjs"], {
          env: { ...serverEnv, PORT: String(port) },
          show,
        });
        processes.add(proc);
        await waitForOk(`${serverUrl}/healthz`, { timeoutMs: startupTimeoutMs, gone: () => proc.ended, what: name });
      };
      return {
        server: {
          name,
          port,
          url: serverUrl,
          get pid() {
            return proc?.child.pid;
          },
          get running() {
            return Boolean(proc && !proc.ended);
          },
          log: () => [...(proc?.tail ?? [])],
          stop: (signal = "SIGTERM") => (proc ? stopProcess(proc, signal, stopTimeoutMs) : Promise.resolve(null)),
          async restart() {
            if (proc && !proc.ended) await stopProcess(proc, "SIGTERM", stopTimeoutMs);
            await spawnServer();
          },
        },
        spawnServer,
      };
    };

    const made = ports.map((_, i) => makeServer(i));
    const servers = made.map((m) => m.server);
    const stopServers = () => Promise.all(servers.map((s) => s.stop("SIGTERM")));
    undo.push(stopServers);
    // The first one migrates (and seeds an empty database) alone; the others then find it done.
    note(`Starting ${servers[0].name} on ${servers[0].url} (it migrates the database)...`);
    await made[0].spawnServer();
    if (count > 1)
      note(
        `Starting ${servers
          .slice(1)
          .map((s) => `${s.name} on ${s.url}`)
          .join(", ")}...`,
      );
    await Promise.all(made.slice(1).map((m) => m.spawnServer()));

    let jobs;
    if (options.jobsProcess) {
      const [command, args] = jobsCommand();
      const proc = launch("jobs", command, args, { env: { ...serverEnv, RUN_JOBS: "true" }, show });
      processes.add(proc);
      // Stopped after the servers, which may still be enqueueing work as they finish.
      undo.splice(undo.indexOf(stopServers), 0, () => stopProcess(proc, "SIGTERM", stopTimeoutMs));
      await sleep(500);
      if (proc.ended) throw new Error(`the job process exited at once\n${proc.tail.join("\n")}`);
      jobs = {
        get pid() {
          return proc.child.pid;
        },
        log: () => [...proc.tail],
        stop: (signal = "SIGTERM") => stopProcess(proc, signal, stopTimeoutMs),
      };
    }

    // nginx, unprivileged, from a folder of its own (pid, temporary files; logs go to stderr).
    const nginxDir = mkdtempSync(path.join(os.tmpdir(), "cluster-nginx-"));
    undo.push(() => rmSync(nginxDir, { recursive: true, force: true }));
    chmodSync(nginxDir, 0o755); // as root, nginx's workers (nobody) write their temporary files here
    const confFile = path.join(nginxDir, "nginx.conf");
    writeFileSync(
      confFile,
      renderNginxConf(template, {
        NGINX_PORT: `${host}:${nginxPort}`,
        NGINX_UPSTREAM_SERVERS: upstreamServers(servers.map((s) => `${host}:${s.port}`)),
      }),
    );
    const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
    const userArgs = asRoot ? ["-g", `user nobody ${nobodysGroup()};`] : [];
    const nginxArgs = ["-p", `${nginxDir}/`, "-c", confFile, "-e", "stderr", ...userArgs];
    const test = spawnSync(nginxBinary, [...nginxArgs, "-t", "-q"], { encoding: "utf8" });
    if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
    const nginx = launch("nginx", nginxBinary, nginxArgs, { env: process.env, show });
    processes.add(nginx);
    undo.push(() => stopProcess(nginx, "SIGTERM", stopTimeoutMs));
    await waitForOk(`${url}/healthz`, { timeoutMs: 30_000, gone: () => nginx.ended, what: "nginx" });

    let stopping;
    return {
      url,
      databaseUrl,
      servers,
      jobs,
      nginx: {
        get pid() {
          return nginx.child.pid;
        },
        configFile: confFile,
        log: () => [...nginx.tail],
      },
      stop() {
        stopping ??= cleanUp();
        return stopping;
      },
    };
  } catch (err) {
    await cleanUp();
    throw err;
  }
}

/** The group of the `nobody` user (nogroup on Debian), for nginx's workers when it runs as root. */
function nobodysGroup() {
  try {
    return execFileSync("id", ["-gn", "nobody"], { encoding: "utf8" }).trim() || "nogroup";
  } catch {
    return "nogroup";
  }
}

// ---------------------------------------------------------------------------------------------
// The command line.

function parseArgs(argv) {
  const options = { output: "inherit" };
  const number = (flag, value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a whole number`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--servers") options.servers = number(arg, argv[++i]);
    else if (arg === "--port") options.port = number(arg, argv[++i]);
    else if (arg === "--base-port") options.basePort = number(arg, argv[++i]);
    else if (arg === "--postgres") options.postgres = true;
    else if (arg === "--jobs-process") options.jobsProcess = true;
    else if (arg === "--help" || arg === "-h") {
      console.log(
        "npm run cluster -- [--servers 3] [--port 8080] [--base-port 3001] [--postgres] [--jobs-process]\n" +
          "DATABASE_URL names the PostgreSQL, unless --postgres starts a throw-away one.",
      );
      process.exit(0);
    } else throw new Error(`unknown option ${arg} (--help lists them)`);
  }
  options.port ??= 8080;
  options.basePort ??= 3001;
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  let cluster;
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping nginx, the servers${options.jobsProcess ? ", the job process" : ""}...`);
    await cluster?.stop();
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void stop(signal));
  try {
    cluster = await startCluster(options);
  } catch (err) {
    console.error(`cluster: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
  if (stopping) return;
  console.log(`\nThe site: ${cluster.url} (nginx, pid ${cluster.nginx.pid})`);
  for (const server of cluster.servers) console.log(`  ${server.name}: ${server.url} (pid ${server.pid})`);
  if (cluster.jobs) console.log(`  jobs: pid ${cluster.jobs.pid}`);
  console.log(
    `Database: ${cluster.databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@")}\nCtrl-C stops everything.`,
  );
  // Stays up until a signal; a server that dies is reported (nginx sends its share to the others).
  for (const server of cluster.servers) {
    const watch = async () => {
      while (!stopping) {
        await sleep(1_000);
        if (!server.running && !stopping) {
          console.log(`cluster: ${server.name} has stopped; the others carry on.`);
          return;
        }
      }
    };
    void watch();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
