// Prepares the database of a gift journey's own server before it starts (gift-server.ts): the
// demo practice, then the gift certificates named in E2E_GIFTS, bought by demo accounts. Run
// with tsx, with PGLITE_DIR naming the new data folder; the server then opens it as its own.
import { eq } from "drizzle-orm";
import { appDatabase } from "../../../server/db/index";
import { users } from "../../../server/db/schema";
import { seedDemoData } from "../../../server/db/seed/index";
import { insertGiftCertificate } from "../../support/gifts-world";
import type { GiftForJourney } from "./gift-server";

const gifts = JSON.parse(process.env.E2E_GIFTS ?? "[]") as GiftForJourney[];
const handle = await appDatabase();
try {
  await seedDemoData(handle.db);
  for (const gift of gifts) {
    const [buyer] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, gift.buyerEmail));
    if (!buyer) throw new Error(`no demo account ${gift.buyerEmail}`);
    await insertGiftCertificate(handle.db, {
      buyerId: buyer.id,
      code: gift.code,
      faceValue: gift.faceValue,
      currency: gift.currency,
      recipientName: gift.recipientName,
    });
  }
} finally {
  await handle.close();
}
