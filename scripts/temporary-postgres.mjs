// A throw-away PostgreSQL server, for scripts/with-postgres.mjs (tests, benchmarks) and
// scripts/cluster.mjs:
//
//   const pg = await startTemporaryPostgres({ signal });   // pg.url, pg.version
//   ...
//   await pg.stop();
//
// Creates a temporary cluster from the machine's PostgreSQL binaries (15 preferred), listening on
// 127.0.0.1 and a free port with trust authentication. initdb refuses to run as root, so as root
// the cluster belongs to the `postgres` user (created when missing) and the server tools run
// through runuser (or su). `stop` stops the server and removes the temporary folder; should the
// process end without it, the server is killed and the folder removed on the way out. Only node:
// builtins are used.
import { execFileSync, spawn } from "node:child_process";
import {
  appendFileSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const PREFERRED_MAJOR = "15";
const SERVER_USER = "postgres";

/** Thrown when `signal` aborts while the server is being set up (it is cleaned up first). */
export class Interrupted extends Error {}

/**
 * Starts a temporary PostgreSQL server. When `signal` aborts during the set-up, the step in
 * progress finishes, everything is cleaned up and `Interrupted` is thrown.
 *
 * @param {{ signal?: AbortSignal, log?: (line: string) => void, settings?: string[] }} [options]
 *   `settings`: postgresql.conf lines added to the defaults (later lines win).
 * @returns {Promise<{ url: string, port: number, version: string, stop: () => Promise<void> }>}
 */
export async function startTemporaryPostgres(options = {}) {
  const { signal, log = () => {}, settings = [] } = options;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  /** @type {{ bindir?: string, identity?: { uid: number, gid: number }, tempDir?: string, dataDir?: string, running: boolean, cleanedUp: boolean }} */
  const state = { running: false, cleanedUp: false };
  const lastResort = () => cleanupSync(state);
  // Never leave a server behind, whatever ends the process.
  process.on("exit", lastResort);
  const bailIfInterrupted = () => {
    if (signal?.aborted) throw new Interrupted(String(signal.reason ?? "interrupted"));
  };

  try {
    const bindir = findBindir();
    state.bindir = bindir;
    const version = execFileSync(path.join(bindir, "postgres"), ["--version"], { encoding: "utf8" })
      .trim()
      .replace(/^postgres \(PostgreSQL\) /, "PostgreSQL ");
    state.identity = isRoot ? ensureServerUser(log) : undefined;
    const tools = { bindir, identity: state.identity, isRoot };

    state.tempDir = mkdtempSync(path.join(tempRoot(tools), "with-postgres-"));
    if (state.identity) chownSync(state.tempDir, state.identity.uid, state.identity.gid);
    state.dataDir = path.join(state.tempDir, "data");
    const logFile = path.join(state.tempDir, "server.log");

    await runTool(tools, state.tempDir, path.join(bindir, "initdb"), [
      "-D",
      state.dataDir,
      "-U",
      SERVER_USER,
      "--auth=trust",
      "--encoding=UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    bailIfInterrupted();

    const port = await startServer(tools, state, logFile, settings);
    bailIfInterrupted();

    const url = `postgres://${SERVER_USER}@127.0.0.1:${port}/postgres`;
    let stopping;
    return {
      url,
      port,
      version,
      stop() {
        stopping ??= cleanup(tools, state).finally(() => process.off("exit", lastResort));
        return stopping;
      },
    };
  } catch (err) {
    await cleanup({ bindir: state.bindir, identity: state.identity, isRoot }, state);
    process.off("exit", lastResort);
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------

/** The folder holding initdb, pg_ctl and postgres: pg_config's, else the newest installed. */
function findBindir() {
  const candidates = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  try {
    candidates.push(
      execFileSync("pg_config", ["--bindir"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim(),
    );
  } catch {
    // No pg_config on the PATH: look in the usual place below.
  }
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const majors = readdirSync(root)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    if (majors.includes(PREFERRED_MAJOR)) candidates.push(path.join(root, PREFERRED_MAJOR, "bin"));
    for (const major of majors) candidates.push(path.join(root, major, "bin"));
  }
  const complete = (dir) => ["initdb", "pg_ctl", "postgres"].every((tool) => existsSync(path.join(dir, tool)));
  const found = candidates.filter(Boolean).find(complete);
  if (!found) {
    throw new Error(
      "no PostgreSQL server binaries found (looked for initdb, pg_ctl and postgres via PG_BINDIR, " +
        `\`pg_config --bindir\` and ${root}/*/bin). Install them, e.g. \`apt-get install -y postgresql-15\`.`,
    );
  }
  return found;
}

/**
 * Where the temporary folder goes. As root it must be reachable by the server user, so a
 * private TMPDIR (say /root/tmp) is replaced by /tmp.
 */
function tempRoot(tools) {
  const dir = os.tmpdir();
  if (!tools.isRoot) return dir;
  try {
    const [bin, argv] = asServerUser(tools, "test", ["-x", dir]);
    execFileSync(bin, argv, { stdio: "ignore" });
    return dir;
  } catch {
    return "/tmp";
  }
}

/** As root: the uid/gid of the `postgres` user, creating a system user when it is missing. */
function ensureServerUser(log) {
  const lookup = () => {
    try {
      const uid = Number(
        execFileSync("id", ["-u", SERVER_USER], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }),
      );
      const gid = Number(
        execFileSync("id", ["-g", SERVER_USER], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }),
      );
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  const existing = lookup();
  if (existing) return existing;
  log(`creating the system user "${SERVER_USER}" (initdb refuses to run as root)`);
  const useradd = findExecutable("useradd", ["/usr/sbin", "/sbin"]);
  if (!useradd) throw new Error(`the user "${SERVER_USER}" does not exist and useradd is not available to create it`);
  execFileSync(useradd, ["--system", "--user-group", "--no-create-home", "--shell", "/bin/sh", SERVER_USER], {
    stdio: "inherit",
  });
  const created = lookup();
  if (!created) throw new Error(`could not create the user "${SERVER_USER}"`);
  return created;
}

/** argv that runs `file args` as the server user when we are root, as ourselves otherwise. */
function asServerUser(tools, file, args) {
  if (!tools.isRoot) return [file, args];
  const runuser = findExecutable("runuser", ["/usr/sbin", "/sbin"]);
  if (runuser) return [runuser, ["-u", SERVER_USER, "--", file, ...args]];
  const su = findExecutable("su", ["/usr/bin", "/bin"]);
  if (!su) throw new Error("running as root needs runuser or su to start PostgreSQL as the postgres user");
  const quoted = [file, ...args].map((a) => `'${String(a).replaceAll("'", "'\\''")}'`).join(" ");
  return [su, ["-s", "/bin/sh", SERVER_USER, "-c", quoted]];
}

/** The first `name` on the PATH or in `extraDirs`. */
export function findExecutable(name, extraDirs = []) {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), ...extraDirs].filter(Boolean);
  return dirs.map((dir) => path.join(dir, name)).find((candidate) => existsSync(candidate));
}

/**
 * Runs a server tool (initdb, pg_ctl) as the server user, in its own process group so a
 * Ctrl-C meant for the command does not reach it; its output goes to a file that is shown
 * only when it fails.
 */
function runTool(tools, tempDir, file, args, { quiet = false } = {}) {
  const outFile = path.join(tempDir, `${path.basename(file)}.out`);
  const fd = openSync(outFile, "a");
  const [bin, argv] = asServerUser(tools, file, args);
  return new Promise((resolve, reject) => {
    const proc = spawn(bin, argv, { stdio: ["ignore", fd, fd], detached: true, cwd: tempDir });
    proc.on("error", (err) => {
      closeSync(fd);
      reject(new Error(`could not run ${bin}: ${err.message}`));
    });
    proc.on("exit", (code, signal) => {
      closeSync(fd);
      if (code === 0) return resolve();
      const output = readTail(outFile);
      const error = new Error(
        `${path.basename(file)} ${args.join(" ")} failed (${signal ?? `exit ${code}`})${quiet ? "" : `\n${output}`}`,
      );
      error.output = output;
      reject(error);
    });
  });
}

function readTail(file, lines = 30) {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** A port nothing listens on right now (on 127.0.0.1). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen({ port: 0, host: "127.0.0.1" }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Configures and starts the server on a free port (retrying if the port was taken meanwhile). */
async function startServer(tools, state, logFile, extraSettings) {
  const socketDir = path.join(state.tempDir, "socket");
  mkdirSync(socketDir);
  if (tools.identity) chownSync(socketDir, tools.identity.uid, tools.identity.gid);
  const settings = [
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${socketDir}'`,
    "fsync = off",
    "full_page_writes = off",
    "synchronous_commit = off",
    "max_connections = 200",
    "shared_buffers = 128MB",
    "log_min_messages = warning",
    ...extraSettings,
  ];
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    // Later lines win, so a retry's port overrides the previous attempt's.
    appendFileSync(
      path.join(state.dataDir, "postgresql.conf"),
      `\n# with-postgres\n${[...settings, `port = ${port}`].join("\n")}\n`,
    );
    try {
      state.running = true;
      await runTool(
        tools,
        state.tempDir,
        path.join(tools.bindir, "pg_ctl"),
        ["-D", state.dataDir, "-l", logFile, "-w", "-t", "60", "start"],
        { quiet: true },
      );
      return port;
    } catch (err) {
      state.running = false;
      const log = readTail(logFile);
      if (attempt < 3 && /could not bind|address already in use/i.test(log)) continue;
      throw new Error(`${err.message}\n${err.output ?? ""}\n--- server log ---\n${log}`);
    }
  }
}

async function cleanup(tools, state) {
  if (state.cleanedUp) return;
  if (state.running && tools.bindir) {
    try {
      await runTool(
        tools,
        state.tempDir,
        path.join(tools.bindir, "pg_ctl"),
        ["-D", state.dataDir, "-m", "immediate", "-w", "-t", "30", "stop"],
        { quiet: true },
      );
      state.running = false;
    } catch (err) {
      console.error(`could not stop the temporary PostgreSQL cleanly: ${err.message}`);
    }
  }
  cleanupSync(state);
}

/** Synchronous part of the cleanup: kill a server still running (by its pid) and remove the folder. */
function cleanupSync(state) {
  if (state.cleanedUp) return;
  state.cleanedUp = true;
  if (!state.tempDir) return;
  if (state.running && state.dataDir) {
    try {
      const pid = Number(readFileSync(path.join(state.dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
      if (pid > 0) process.kill(pid, "SIGQUIT");
    } catch {
      // No pid file or no such process: nothing is running.
    }
  }
  try {
    rmSync(state.tempDir, { recursive: true, force: true, maxRetries: 3 });
  } catch (err) {
    console.error(`could not remove ${state.tempDir}: ${err.message}`);
  }
}
