import { createHmac } from "node:crypto";
import { CONTACT_CHECK_FIELDS_MESSAGE, CONTACT_SERVICE_LABELS, isHoneypotFilled } from "@domain/contact";
import { type ContactInquiry, validateContactInquiry } from "@domain/contact-inquiry";
import { minutesToWait } from "@domain/wait-time";
import type { Database } from "@server/db/client";
import { contactInquiries } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { practiceConfig } from "@server/lib/practice";
import { serverSecrets } from "@server/lib/secrets";
import { enqueueEmail } from "@server/modules/mail";
import { hitRateLimit } from "@server/modules/rate-limits";

/** Enough for a person who corrects and resends; too few to make the form a spam channel. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 } as const;

export interface SubmitInquiryInput {
  /** The form's fields as received (see readContactForm), honeypot included. */
  values: Record<string, unknown>;
  /** The sender's network address; only a hash of it is kept. */
  clientIp: string;
  now?: Date;
}

/** The same answer for a real inquiry and a caught bot, so a bot cannot tell them apart. */
export interface SubmitInquiryResult {
  status: "received";
}

/**
 * What is kept of the sender's address: an HMAC keyed with the server's secret. A plain hash of
 * an IPv4 address is undone by trying all four billion of them; this cannot be without the key.
 */
export function hashClientIp(ip: string): string {
  return createHmac("sha256", serverSecrets().authSecret).update(`contact-source:${ip}`).digest("hex");
}

/**
 * The home page's "Schedule a Consultation" form: keeps the inquiry and queues an e-mail to
 * the practice, both in one transaction, so the practice hears of every stored inquiry.
 */
export async function submitInquiry(db: Database, input: SubmitInquiryInput): Promise<SubmitInquiryResult> {
  if (isHoneypotFilled(input.values)) return { status: "received" };

  const validation = await validateContactInquiry(input.values);
  if (!validation.ok) {
    throw new AppError("bad_request", CONTACT_CHECK_FIELDS_MESSAGE, validation.fieldErrors);
  }

  const now = input.now ?? new Date();
  const sourceHash = hashClientIp(input.clientIp);
  // Counted outside the transaction below: a rejected attempt must still count.
  const limit = await hitRateLimit(db, `contact:${sourceHash}`, { ...CONTACT_RATE_LIMIT, now });
  if (!limit.allowed) {
    throw new AppError(
      "rate_limited",
      `You have sent several messages in a short time. Please try again in ${minutesToWait(limit.resetAt, now)}, or e-mail us at ${practiceConfig().email}.`,
    );
  }

  const inquiry = validation.inquiry;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactInquiries)
      .values({ ...inquiry, phone: inquiry.phone ?? null, sourceHash })
      .returning({ id: contactInquiries.id });
    if (!row) throw new Error("contact inquiry insert returned no row");
    await enqueueEmail(tx, inquiryEmail(inquiry, row.id));
  });
  return { status: "received" };
}

function inquiryEmail(inquiry: ContactInquiry, id: string) {
  const service = CONTACT_SERVICE_LABELS[inquiry.preferredService];
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  return {
    to: practiceConfig().email,
    subject: `New consultation request: ${name} (${service})`,
    text: [
      `${name} asked for a consultation through the website.`,
      "",
      `Preferred service: ${service}`,
      `E-mail: ${inquiry.email}`,
      `Phone: ${inquiry.phone ?? "not given"}`,
      "",
      "Message:",
      inquiry.message,
      "",
      `Inquiry reference: ${id}`,
    ].join("\n"),
  };
}
