// Fills the configured database (DATABASE_URL, else PGlite under PGLITE_DIR) with the demo
// practice and prints the demo sign-ins. Safe to run again: existing rows are left alone.
//
//   npm run db:seed
import { appDatabase } from "../server/db/index";
import { seedDemoData } from "../server/db/seed/index";

async function main(): Promise<void> {
  const handle = await appDatabase();
  try {
    const report = await seedDemoData(handle.db);
    console.log(report.created ? "\nDemo data created." : "\nDemo data already present: nothing to add.");
    console.log("Demo accounts:");
    console.table(report.accounts.map(({ role, name, email, password }) => ({ role, name, email, password })));
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error("Seeding failed:", err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
