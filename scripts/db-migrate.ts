// Applies the committed migrations to the configured database (DATABASE_URL, else PGlite under
// PGLITE_DIR) and exits. The server does the same when it starts; this is for a deploy that
// migrates before it starts the app servers.
//
//   npm run db:migrate
import { appDatabase } from "../server/db/index";

async function main(): Promise<void> {
  const handle = await appDatabase();
  await handle.close();
  console.log(`Migrations applied (${handle.engine}).`);
}

main().catch((err: unknown) => {
  console.error("Migrating failed:", err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
