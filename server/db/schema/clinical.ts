import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, createdAt } from "./columns";

/**
 * Each client's clinical data key (decision 0049), never stored as it is: `wrapped_key` is the
 * key sealed with the key-encryption key of version `kek_version`, which lives only in the
 * servers' environment or secrets file. Destroying the key empties `wrapped_key` and sets
 * `destroyed_at`: her clinical values can no longer be opened, and no new key is made for her.
 * A client who has a key cannot be removed without it being destroyed first (restrict).
 */
export const clientDataKeys = pgTable(
  "client_data_keys",
  {
    clientId: uuid("client_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "restrict" }),
    kekVersion: integer("kek_version").notNull(),
    wrappedKey: text("wrapped_key"),
    createdAt: createdAt(),
    /** When the key was last wrapped again under a newer key-encryption key. */
    rotatedAt: at("rotated_at"),
    destroyedAt: at("destroyed_at"),
  },
  (t) => [
    check("client_data_keys_kek_version_check", sql`${t.kekVersion} > 0`),
    check("client_data_keys_destroyed_check", sql`(${t.destroyedAt} is null) = (${t.wrappedKey} is not null)`),
  ],
);
