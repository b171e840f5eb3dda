/**
 * The consent to treatment and confidentiality agreement every client signs before her first
 * session. Its text is the practice's Confidentiality Statement (app/features/legal/
 * confidentiality.tsx, the /confidentiality page): when that page changes, this agreement gets
 * a new version with the same words, and clients are asked to sign it again.
 */
import type { Questionnaire } from "@domain/clinical/questionnaire";
import { signingItems } from "./signing";

export const CONSENT_TO_TREATMENT_ID = "consent-to-treatment";

const section = (id: string, title: string, body: string) =>
  [
    { linkId: `${id}-heading`, text: title, type: "display" as const, required: false },
    { linkId: id, text: body, type: "display" as const, required: false },
  ] as const;

export const CONSENT_TO_TREATMENT: Questionnaire = {
  id: CONSENT_TO_TREATMENT_ID,
  version: 1,
  title: "Consent to treatment and confidentiality agreement",
  kind: "consent",
  intro:
    "Please read this agreement before your first session. It says what we keep confidential, the few exceptions the law requires, and how we protect your records. If anything is unclear, ask your therapist before you sign.",
  items: [
    ...section(
      "commitment",
      "Our commitment",
      "Confidentiality is the foundation of therapy. What you share stays between you and your therapist. We will not disclose that you are a client, or anything you tell us, without your written consent, except in the limited situations described below.",
    ),
    ...section(
      "what-is-confidential",
      "What is kept confidential",
      [
        "• The fact that you attend therapy or coaching with us.",
        "• Everything you share in sessions, and in messages and homework through the client portal.",
        "• Your therapist's notes and records.",
        "• Your contact, booking and payment details.",
        "• For couples and family therapy, we agree together at the start how information shared individually is handled.",
      ].join("\n"),
    ),
    ...section(
      "legal-exceptions",
      "Legal exceptions",
      [
        "There are a few situations in which law or professional ethics require us to share information, even without consent. Wherever possible, we will discuss it with you first and share only what is necessary:",
        "• Harm to self: when we believe you are at serious and imminent risk of harming yourself.",
        "• Harm to others: when there is a serious risk that someone else will be harmed.",
        "• Abuse of a child or vulnerable adult: when we learn that a child or a vulnerable adult is being, or is at risk of being, abused or neglected.",
        "• Court orders: when a court or other legal authority orders us to release records.",
      ].join("\n"),
    ),
    ...section(
      "consent",
      "Your consent",
      "With your written consent we can share information with people you choose, such as a doctor, another therapist or a family member. You decide what is shared and with whom, and you can withdraw your consent at any time. Therapists may discuss their work in confidential clinical supervision, without details that identify you.",
    ),
    ...section(
      "secure-records",
      "Secure records",
      "Records are kept in a secure system with encrypted connections, individual accounts and an access log. Only your therapist and the staff who need them for your care or for payments can see them. Records are kept only as long as professional and legal duties require, then securely destroyed.",
    ),
    ...section(
      "online-sessions",
      "Online sessions",
      [
        "Online sessions take place on a secure video platform, and sessions are never recorded without your explicit permission. To protect your privacy on your side:",
        "• Join from a private space where you cannot be overheard, and use headphones if you can.",
        "• Use a private device and network rather than a shared or public one.",
        "• Sign out of the client portal when you have finished.",
      ].join("\n"),
    ),
    ...section(
      "questions",
      "Questions",
      "If you have questions about confidentiality, please talk to your therapist or contact us.",
    ),
    ...signingItems(
      "I have read and understood this agreement. I consent to therapy with the practice on these terms.",
    ),
  ],
};
