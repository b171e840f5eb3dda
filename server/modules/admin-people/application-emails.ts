import { publicUrl } from "@server/lib/env";
import { practiceConfig } from "@server/lib/practice";
import type { EmailMessage } from "@server/modules/mail";

export interface Applicant {
  firstName: string;
  email: string;
}

/** Spec 001 §4: the applicant is told when her application is approved, and where to start. */
export function applicationApprovedEmail(applicant: Applicant): EmailMessage {
  const practice = practiceConfig();
  return {
    to: applicant.email,
    subject: `Your application to join ${practice.legalName} is approved`,
    text: [
      `Hello ${applicant.firstName},`,
      "",
      `Welcome to ${practice.legalName}: your application has been approved, and your account is now a therapist account.`,
      "",
      "Sign in to your Therapist Dashboard to see your clients, sessions and messages:",
      `${publicUrl()}/therapist-dashboard`,
      "",
      "Your working hours are set to Monday to Friday, 09:00 to 17:00 (Accra time), and clients can book you in",
      "those hours from now on. You can change them under Settings in your dashboard.",
      "",
      `If you have any questions, reply to this e-mail or call us on ${practice.phone}.`,
      "",
      practice.legalName,
    ].join("\n"),
  };
}

/** Spec 001 §5: a rejection carries its reason. */
export function applicationRejectedEmail(applicant: Applicant, reason: string): EmailMessage {
  const practice = practiceConfig();
  return {
    to: applicant.email,
    subject: `Your application to join ${practice.legalName}`,
    text: [
      `Hello ${applicant.firstName},`,
      "",
      `Thank you for applying to join ${practice.legalName} as a therapist. After reviewing your application,`,
      "we are not able to accept it at this time, for this reason:",
      "",
      reason,
      "",
      "Your account stays open as a client account.",
      `If you would like to talk about it, reply to this e-mail or call us on ${practice.phone}.`,
      "",
      practice.legalName,
    ].join("\n"),
  };
}
