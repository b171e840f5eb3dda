// Runs a command against a throw-away PostgreSQL server:
//
//   node scripts/with-postgres.mjs <command> [args...]
//
// Creates a temporary cluster from the machine's PostgreSQL binaries (15 preferred), listening
// on 127.0.0.1 and a free port with trust authentication, runs the command with
// TEST_DATABASE_URL pointing at it, then stops the server, removes the temporary folder and
// exits with the command's exit code. initdb refuses to run as root, so as root the cluster
// belongs to the `postgres` user (created when missing) and the server tools run through
// runuser (or su). Only node: builtins are used.
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
const tag = "with-postgres:";

const [command, ...commandArgs] = process.argv.slice(2);
if (!command) {
  console.error(`${tag} usage: node scripts/with-postgres.mjs <command> [args...]`);
  process.exit(2);
}

/** Thrown when a signal arrives while the server is being set up. */
class Interrupted extends Error {}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
let bindir;
let identity;
let tempDir;
let dataDir;
let serverStarted = false;
let child;
let interrupted;
let cleanedUp = false;

/** Signal name -> exit status a shell would report for a process it killed. */
const signalStatus = (signal) => 128 + (os.constants.signals[signal] ?? 1);

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = signal;
    if (child && child.exitCode === null && child.signalCode === null) {
      // The command gets the signal (again, if it came from the terminal) and decides how
      // to end; cleanup follows when it has exited.
      child.kill(signal);
    }
    // Otherwise we are still setting up: the step in progress finishes, then bails out.
  });
}

process.on("exit", () => {
  // Last resort if something threw past the normal path: never leave a server behind.
  if (!cleanedUp) cleanupSync();
});

try {
  bindir = findBindir();
  const version = execFileSync(path.join(bindir, "postgres"), ["--version"], { encoding: "utf8" }).trim();
  identity = isRoot ? ensureServerUser() : undefined;

  tempDir = mkdtempSync(path.join(tempRoot(), "with-postgres-"));
  if (identity) chownSync(tempDir, identity.uid, identity.gid);
  dataDir = path.join(tempDir, "data");
  const logFile = path.join(tempDir, "server.log");

  await runTool(path.join(bindir, "initdb"), [
    "-D",
    dataDir,
    "-U",
    SERVER_USER,
    "--auth=trust",
    "--encoding=UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  bailIfInterrupted();

  const port = await startServer(logFile);
  bailIfInterrupted();

  const url = `postgres://${SERVER_USER}@127.0.0.1:${port}/postgres`;
  console.log(`${tag} ${version.replace(/^postgres \(PostgreSQL\) /, "PostgreSQL ")} listening on 127.0.0.1:${port}`);

  const status = await runCommand(url);
  await cleanup();
  process.exit(status);
} catch (err) {
  if (err instanceof Interrupted) {
    await cleanup();
    process.exit(signalStatus(interrupted));
  }
  console.error(`${tag} ${err instanceof Error ? err.message : String(err)}`);
  await cleanup();
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------

function bailIfInterrupted() {
  if (interrupted) throw new Interrupted(interrupted);
}

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
function tempRoot() {
  const dir = os.tmpdir();
  if (!isRoot) return dir;
  try {
    const [bin, argv] = asServerUser("test", ["-x", dir]);
    execFileSync(bin, argv, { stdio: "ignore" });
    return dir;
  } catch {
    return "/tmp";
  }
}

/** As root: the uid/gid of the `postgres` user, creating a system user when it is missing. */
function ensureServerUser() {
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
  console.log(`${tag} creating the system user "${SERVER_USER}" (initdb refuses to run as root)`);
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
function asServerUser(file, args) {
  if (!isRoot) return [file, args];
  const runuser = findExecutable("runuser", ["/usr/sbin", "/sbin"]);
  if (runuser) return [runuser, ["-u", SERVER_USER, "--", file, ...args]];
  const su = findExecutable("su", ["/usr/bin", "/bin"]);
  if (!su) throw new Error("running as root needs runuser or su to start PostgreSQL as the postgres user");
  const quoted = [file, ...args].map((a) => `'${String(a).replaceAll("'", "'\\''")}'`).join(" ");
  return [su, ["-s", "/bin/sh", SERVER_USER, "-c", quoted]];
}

function findExecutable(name, extraDirs = []) {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), ...extraDirs].filter(Boolean);
  return dirs.map((dir) => path.join(dir, name)).find((candidate) => existsSync(candidate));
}

/**
 * Runs a server tool (initdb, pg_ctl) as the server user, in its own process group so a
 * Ctrl-C meant for the command does not reach it; its output goes to a file that is shown
 * only when it fails.
 */
function runTool(file, args, { quiet = false } = {}) {
  const outFile = path.join(tempDir, `${path.basename(file)}.out`);
  const fd = openSync(outFile, "a");
  const [bin, argv] = asServerUser(file, args);
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

function freePort() {
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
async function startServer(logFile) {
  const socketDir = path.join(tempDir, "socket");
  mkdirSync(socketDir);
  if (identity) chownSync(socketDir, identity.uid, identity.gid);
  const settings = [
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${socketDir}'`,
    "fsync = off",
    "full_page_writes = off",
    "synchronous_commit = off",
    "max_connections = 200",
    "shared_buffers = 128MB",
    "log_min_messages = warning",
  ];
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    // Later lines win, so a retry's port overrides the previous attempt's.
    appendFileSync(
      path.join(dataDir, "postgresql.conf"),
      `\n# with-postgres\n${[...settings, `port = ${port}`].join("\n")}\n`,
    );
    try {
      serverStarted = true;
      await runTool(path.join(bindir, "pg_ctl"), ["-D", dataDir, "-l", logFile, "-w", "-t", "60", "start"], {
        quiet: true,
      });
      return port;
    } catch (err) {
      serverStarted = false;
      const log = readTail(logFile);
      if (attempt < 3 && /could not bind|address already in use/i.test(log)) continue;
      throw new Error(`${err.message}\n${err.output ?? ""}\n--- server log ---\n${log}`);
    }
  }
}

/** Runs the command with TEST_DATABASE_URL set; resolves with its exit status. */
function runCommand(url) {
  const localBin = path.resolve("node_modules", ".bin");
  const env = {
    ...process.env,
    TEST_DATABASE_URL: url,
    PATH: existsSync(localBin) ? `${localBin}${path.delimiter}${process.env.PATH ?? ""}` : process.env.PATH,
  };
  return new Promise((resolve) => {
    child = spawn(command, commandArgs, { stdio: "inherit", env });
    child.on("error", (err) => {
      console.error(`${tag} could not run ${command}: ${err.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? signalStatus(signal)));
  });
}

async function cleanup() {
  if (cleanedUp) return;
  if (serverStarted) {
    try {
      await runTool(path.join(bindir, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "-t", "30", "stop"], {
        quiet: true,
      });
      serverStarted = false;
    } catch (err) {
      console.error(`${tag} could not stop the server cleanly: ${err.message}`);
    }
  }
  cleanupSync();
}

/** Synchronous part of the cleanup: kill a server still running (by its pid) and remove the folder. */
function cleanupSync() {
  cleanedUp = true;
  if (!tempDir) return;
  if (serverStarted && dataDir) {
    try {
      const pid = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
      if (pid > 0) process.kill(pid, "SIGQUIT");
    } catch {
      // No pid file or no such process: nothing is running.
    }
  }
  try {
    rmSync(tempDir, { recursive: true, force: true, maxRetries: 3 });
  } catch (err) {
    console.error(`${tag} could not remove ${tempDir}: ${err.message}`);
  }
}
