// The job engine on its own, without the website: `npm run jobs`. For a practice that runs its
// web servers with RUN_JOBS=false and the background work in a process of its own.
import { appDatabase } from "@server/db";
import { startJobEngine } from "@server/jobs/engine";
import { errorFields, logger } from "@server/lib/logger";
import { logConsoleAndCrashes } from "@server/lib/process-log";
import { secretsOrExit } from "@server/lib/secrets";
import { retireDerivedCalendarKeys } from "@server/modules/calendar-sync";
import { jobHandlers } from "./handlers";

const secrets = secretsOrExit();
const handle = await appDatabase();
await retireDerivedCalendarKeys(handle.db, secrets);
const engine = await startJobEngine(handle, { handlers: jobHandlers() });
logger.info("job engine working", { engine: handle.engine });
logConsoleAndCrashes();

const stop = async (signal: string) => {
  logger.info("job engine stopping", { signal });
  try {
    await engine.stop();
    await handle.close();
    process.exit(0);
  } catch (err) {
    logger.error("job engine did not stop cleanly", errorFields(err));
    process.exit(1);
  }
};
process.once("SIGTERM", () => void stop("SIGTERM"));
process.once("SIGINT", () => void stop("SIGINT"));
