// Prepares the database of a journey's own server before it starts (own-server.ts): the demo
// practice alone, so the journey's counts (a package's sessions, say) are its own. Run with tsx,
// with PGLITE_DIR naming the new data folder; the server then opens it as its own.
import { appDatabase } from "../../../server/db/index";
import { seedDemoData } from "../../../server/db/seed/index";

const handle = await appDatabase();
try {
  await seedDemoData(handle.db);
} finally {
  await handle.close();
}
