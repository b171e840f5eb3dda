// The migration that keeps calendar feeds as their token's hash: the addresses handed out before
// it keep working, so its hash of a stored token is the one the feed is looked up by.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { feedTokenHash, newFeedToken } from "@server/modules/calendar-feeds/feed-token";
import { withTestDatabase } from "@tests/support/database";
import { queryRows } from "@tests/support/fixtures";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const folder = path.resolve(process.cwd(), "server/db/migrations");
const file = readdirSync(folder).find((name) => name.endsWith("_calendar_feed_token_hashes.sql"));
const migration = readFileSync(path.join(folder, file ?? "missing"), "utf8");
/** The expression the migration fills token_hash with, from the stored "token". */
const expression = /SET "token_hash" = (.+);--> statement-breakpoint/.exec(migration)?.[1];

const database = withTestDatabase();

describe("the migration to calendar feed token hashes", () => {
  it("hashes a stored token as the feed lookup does", async () => {
    expect(expression).toBeDefined();
    const tokens = [newFeedToken(), newFeedToken()];
    for (const token of tokens) {
      const [row] = await queryRows<{ hash: string }>(
        database.db,
        sql`select ${sql.raw(expression ?? "")} as hash from (select ${token}::text as "token") as feed`,
      );
      expect(row?.hash).toBe(feedTokenHash(token));
    }
  });
});
