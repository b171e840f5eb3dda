// Wraps every client's clinical data key again under the current key-encryption key:
//
//   npm run clinical:rotate-keys [-- --batch-size <n>]
//
// The keys come from CLINICAL_KEK and CLINICAL_KEK_VERSION (the new key) and CLINICAL_KEK_PREVIOUS
// and CLINICAL_KEK_PREVIOUS_VERSION (the key being retired), from the environment or the secrets
// file, as the servers read them. Give every server both first, then run this, then drop the
// previous key everywhere (decision 0049). Each batch is a transaction; run again, it re-wraps
// nothing. The clinical values themselves are not touched. The embedded database can be open in
// one process only: stop its server first.
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client";
import { env } from "../server/lib/env";
import { SecretsConfigError, serverSecrets } from "../server/lib/secrets";
import { rotateClientKeys } from "../server/modules/clinical-keys";

const USAGE = "Usage: npm run clinical:rotate-keys [-- --batch-size <n>]";

let batchSize = 200;
try {
  const { values } = parseArgs({
    options: { "batch-size": { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values["batch-size"] !== undefined) {
    if (!/^[1-9][0-9]{0,4}$/.test(values["batch-size"]))
      throw new Error("--batch-size is a whole number from 1 to 99999.");
    batchSize = Number(values["batch-size"]);
  }
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

try {
  const keks = serverSecrets().clinicalKeks;
  const { DATABASE_URL, PGLITE_DIR } = env();
  const handle = await openDatabase({ url: DATABASE_URL, pgliteDir: PGLITE_DIR, poolSize: 2 });
  try {
    await handle.migrate();
    const version = keks.current.version;
    const previous = keks.previous ? ` (opening older ones with version ${keks.previous.version})` : "";
    console.log(`Wrapping every client's data key under key version ${version}${previous}, ${batchSize} a batch`);
    const counts = await rotateClientKeys(handle.db, keks, {
      batchSize,
      onBatch: (n) => console.log(`  a batch: ${plural(n, "key", "keys")} wrapped again`),
    });
    console.log(
      `Wrapped again: ${counts.rewrapped}, in ${plural(counts.batches, "batch", "batches")}. ` +
        `Under version ${version} now: ${counts.current}. Destroyed (nothing to wrap): ${counts.destroyed}. ` +
        `Not opened by any configured key: ${counts.unopenable}.`,
    );
    if (counts.unopenable > 0) {
      console.error(
        `${plural(counts.unopenable, "key was", "keys were")} left as ${counts.unopenable === 1 ? "it was" : "they were"}: ` +
          "the log names their clients and versions. Give CLINICAL_KEK_PREVIOUS the key of that version and run again.",
      );
      process.exitCode = 1;
    }
  } finally {
    await handle.close();
  }
} catch (err) {
  const known = err instanceof SecretsConfigError || (err as Error).name === "DatabaseInUseError";
  console.error(known ? (err as Error).message : `The rotation failed: ${(err as Error).message ?? err}`);
  process.exit(1);
}
