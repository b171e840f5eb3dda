// Applies the committed migrations to the configured database (DATABASE_URL, else PGlite under
// PGLITE_DIR), installs or upgrades the job engine's schema and queues, and exits. The server does the same when it starts; this is for a deploy that
// migrates before it starts the app servers.
//
//   npm run db:migrate
import { appDatabase } from "../server/db/index";
import { startJobEngine } from "../server/jobs/engine";

async function main(): Promise<void> {
  const handle = await appDatabase();
  await (await startJobEngine(handle)).stop();
  await handle.close();
  console.log(`Migrations applied (${handle.engine}).`);
}

main().catch((err: unknown) => {
  console.error("Migrating failed:", err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
