import pg from "pg";

/** One statement on a PostgreSQL server outside any pool (create or drop a test's database). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
