// The mailing list's input schemas, apart from its texts and rules (newsletter.ts) so that the
// sign-up box in every page's footer never brings zod into the browser's shared chunk.
import { z } from "zod";
import { BODY_MAX, EMAIL_MAX, isSitePath, NEWSLETTER_TEXT, SUBJECT_MAX } from "./newsletter";

export const subscribeSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_TEXT.noEmail })
    .trim()
    .min(1, NEWSLETTER_TEXT.noEmail)
    .max(EMAIL_MAX, NEWSLETTER_TEXT.badEmail)
    .pipe(z.email(NEWSLETTER_TEXT.badEmail))
    .transform((value) => value.toLowerCase()),
  source: z.string({ error: NEWSLETTER_TEXT.badSource }).trim().refine(isSitePath, NEWSLETTER_TEXT.badSource),
});

export const announcementSchema = z.object({
  subject: z
    .string({ error: NEWSLETTER_TEXT.subjectMissing })
    .trim()
    .min(1, NEWSLETTER_TEXT.subjectMissing)
    .max(SUBJECT_MAX, `The subject must be ${SUBJECT_MAX} characters or fewer.`),
  body: z
    .string({ error: NEWSLETTER_TEXT.bodyMissing })
    .trim()
    .min(1, NEWSLETTER_TEXT.bodyMissing)
    .max(BODY_MAX, `The announcement must be ${BODY_MAX.toLocaleString("en-GB")} characters or fewer.`),
});
