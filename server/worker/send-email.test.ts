// Sending one outbox message over SMTP: the sender's name a message asks for, and a message that
// carries a credential (a gift certificate's code) kept in the outbox as its envelope only once sent.
import { emailOutbox } from "@server/db/schema";
import { createMailTransport } from "@server/integrations/mail";
import { enqueueEmail } from "@server/modules/mail";
import { withTestDatabase } from "@tests/support/database";
import { type ReceivedMail, startFakeSmtp } from "@tests/support/fake-smtp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORGOTTEN_BODY, sendEmailHandler } from "./send-email";

const database = withTestDatabase();
let smtp: { url: string; received: ReceivedMail[]; close(): Promise<void> };

beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

const card = { filename: "gift-certificate.pdf", contentType: "application/pdf", content: "JVBERi0xLjQK" };

async function send(message: Parameters<typeof enqueueEmail>[1]) {
  const { db } = database;
  const id = await enqueueEmail(db, message);
  await sendEmailHandler(createMailTransport(smtp.url))(db, { outboxId: id });
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  const mail = smtp.received.find((m) => m.to.some((to) => to.includes(message.to)));
  return { row, mail };
}

describe("sending an outbox message", () => {
  it("sends a credential whole, then keeps only its envelope", async () => {
    const { row, mail } = await send({
      to: "maame@example.com",
      subject: "Maame, you have a gift from Adwoa at Nkabom",
      text: "Your code: 7K3M-Q9PX-2HVD",
      attachments: [card],
      forgetOnceSent: true,
    });
    expect(mail?.data).toContain("Your code: 7K3M-Q9PX-2HVD");
    expect(mail?.data).toContain("gift-certificate.pdf");
    expect(row).toMatchObject({
      status: "sent",
      toAddress: "maame@example.com",
      subject: "Maame, you have a gift from Adwoa at Nkabom",
      textBody: FORGOTTEN_BODY,
      htmlBody: null,
      attachments: [],
    });
    expect(JSON.stringify(row)).not.toContain("7K3M");
  });

  it("keeps an ordinary message whole, and sends under the name it asks for", async () => {
    const { row, mail } = await send({
      to: "kojo@example.com",
      fromName: "Nkabom",
      subject: "Your session",
      text: "See you soon",
    });
    expect(mail?.data).toMatch(/^From: Nkabom </m);
    expect(row).toMatchObject({ status: "sent", textBody: "See you soon", forgetOnceSent: false });
    const { mail: usual } = await send({ to: "esi@example.com", subject: "Your session", text: "See you soon" });
    expect(usual?.data).toMatch(/^From: "?Nkabom Therapy & Wellness"? </m);
  });

  it("carries the message's own headers (a newsletter's one-click unsubscribe) to the SMTP server", async () => {
    const unsubscribe =
      "<https://nkabom.example/newsletter/unsubscribe?token=u.abc>, <mailto:hello@nkabom.example?subject=unsubscribe>";
    const { row, mail } = await send({
      to: "yaa@example.com",
      subject: "New workshop dates",
      text: "Join us.",
      headers: { "List-Unsubscribe": unsubscribe, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    expect(row?.headers).toEqual({
      "List-Unsubscribe": unsubscribe,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // Headers may be folded over several lines: unfold before reading.
    const unfolded = mail?.data.replace(/\r?\n[ \t]+/g, " ") ?? "";
    expect(unfolded).toContain(`List-Unsubscribe: ${unsubscribe}`);
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const { mail: plain } = await send({ to: "kwesi@example.com", subject: "Your session", text: "See you" });
    expect(plain?.data).not.toContain("List-Unsubscribe");
  });
});
