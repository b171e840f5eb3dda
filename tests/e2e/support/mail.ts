import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

const dir = () => path.join(process.env.E2E_DATA_DIR ?? "", "mail");

/** Every message the server delivered to `address` so far (quoted-printable soft breaks undone). */
export function mailsTo(address: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(dir()).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(dir(), file), "utf8"))
    .filter((mail) => mail.startsWith(`X-Drop-To: ${address}`))
    .map((mail) => mail.replace(/=\n/g, "").replace(/=3D/g, "="));
}

/** Waits for a message to `address` whose text matches `pattern`, and returns the match. */
export async function waitForMail(address: string, pattern: RegExp): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(
      () => {
        for (const mail of mailsTo(address).reverse()) {
          found = pattern.exec(mail);
          if (found) return true;
        }
        return false;
      },
      { timeout: 30_000, message: `an e-mail to ${address} matching ${pattern}` },
    )
    .toBe(true);
  return found as unknown as RegExpExecArray;
}
