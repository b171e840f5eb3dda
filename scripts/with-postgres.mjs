// Runs a command against a throw-away PostgreSQL server:
//
//   node scripts/with-postgres.mjs <command> [args...]
//
// Starts a temporary server (scripts/temporary-postgres.mjs: the machine's PostgreSQL binaries,
// 15 preferred, on 127.0.0.1 and a free port with trust authentication), runs the command with
// TEST_DATABASE_URL pointing at it, then stops the server, removes the temporary folder and
// exits with the command's exit code. Only node: builtins are used.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Interrupted, startTemporaryPostgres } from "./temporary-postgres.mjs";

const tag = "with-postgres:";

const [command, ...commandArgs] = process.argv.slice(2);
if (!command) {
  console.error(`${tag} usage: node scripts/with-postgres.mjs <command> [args...]`);
  process.exit(2);
}

/** Signal name -> exit status a shell would report for a process it killed. */
const signalStatus = (signal) => 128 + (os.constants.signals[signal] ?? 1);

const setup = new AbortController();
let interrupted;
let child;

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = signal;
    if (child && child.exitCode === null && child.signalCode === null) {
      // The command gets the signal (again, if it came from the terminal) and decides how
      // to end; cleanup follows when it has exited.
      child.kill(signal);
    } else {
      // Still setting up: the step in progress finishes, then bails out.
      setup.abort(signal);
    }
  });
}

let postgres;
try {
  postgres = await startTemporaryPostgres({ signal: setup.signal, log: (line) => console.log(`${tag} ${line}`) });
  console.log(`${tag} ${postgres.version} listening on 127.0.0.1:${postgres.port}`);
  const status = await runCommand(postgres.url);
  await postgres.stop();
  process.exit(status);
} catch (err) {
  await postgres?.stop();
  if (err instanceof Interrupted) process.exit(signalStatus(interrupted));
  console.error(`${tag} ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
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
