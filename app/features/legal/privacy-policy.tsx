import { Link } from "react-router";
import { ContactBlock, type LegalContact, LegalPage, type LegalSection } from "./legal-page";

export interface PrivacyPolicyProps {
  contact: LegalContact;
  lastUpdated: { text: string; day: string };
  /** The international transfer service clients abroad pay through. */
  transferProvider: string;
}

function sections({ contact, transferProvider }: PrivacyPolicyProps): LegalSection[] {
  return [
    {
      id: "introduction",
      title: "Introduction",
      body: (
        <>
          <p>
            {contact.legalName} ("we", "us") provides therapy, coaching and wellness services online and in person in
            Accra, Ghana. Your privacy matters deeply to us: therapy depends on trust. This policy explains what
            personal information we collect through our website and client portal, why, how we protect it and the
            choices you have.
          </p>
          <p>
            We handle personal information in line with Ghana's Data Protection Act, 2012 (Act 843), and with the data
            protection laws that apply to clients living elsewhere.
          </p>
        </>
      ),
    },
    {
      id: "information-we-collect",
      title: "Information We Collect",
      body: (
        <ul>
          <li>
            <strong>Personal information:</strong> your name, e-mail address, phone number, region and currency, time
            zone, and the details you give when you create an account or contact us.
          </li>
          <li>
            <strong>Session information:</strong> booking details, appointment dates, the concerns and previous
            experience you choose to share when booking, homework responses, messages with your therapist, and the
            clinical notes your therapist keeps.
          </li>
          <li>
            <strong>Payment information:</strong> the amount, currency, reference and status of each payment. Card and
            mobile-money details are entered with our payment provider and never reach or stay on our servers.
          </li>
          <li>
            <strong>Usage data:</strong> technical information such as your browser type, pages visited and the time of
            your last activity, used to keep your account secure and the site working well. We use no advertising
            trackers.
          </li>
        </ul>
      ),
    },
    {
      id: "how-we-use",
      title: "How We Use Your Information",
      body: (
        <ul>
          <li>To provide therapy and coaching, schedule sessions and send reminders.</li>
          <li>To process payments, issue receipts and keep the financial records the law requires.</li>
          <li>To let you and your therapist exchange messages, homework and notifications in the portal.</li>
          <li>To answer your questions and requests.</li>
          <li>To keep our services safe, prevent fraud and improve how the website works.</li>
        </ul>
      ),
    },
    {
      id: "data-security",
      title: "Data Security",
      body: (
        <p>
          Information travels over encrypted connections (HTTPS). Access to client records is limited to your therapist
          and the few staff who need it, each with their own account, and access is logged. Accounts are signed out
          after a period of inactivity. No system is perfectly secure, but we review our safeguards regularly and will
          tell you promptly if a breach affects your information.
        </p>
      ),
    },
    {
      id: "data-retention",
      title: "Data Retention",
      body: (
        <p>
          We keep clinical records for as long as professional and legal record-keeping duties require after your last
          session, financial records for as long as tax law requires, and account information while your account is
          open. When information is no longer needed it is securely deleted or anonymised.
        </p>
      ),
    },
    {
      id: "your-rights",
      title: "Your Rights",
      body: (
        <>
          <p>You have the right to:</p>
          <ul>
            <li>
              <strong>Access</strong> the personal information we hold about you.
            </li>
            <li>
              <strong>Correct</strong> information that is inaccurate or incomplete; you can edit your profile in the
              client portal at any time.
            </li>
            <li>
              <strong>Delete</strong> your information, except where we must keep records by law.
            </li>
            <li>
              <strong>Object</strong> to, or ask us to limit, certain uses of your information.
            </li>
            <li>
              <strong>Portability:</strong> receive your information in a portable format. Signed-in clients can use{" "}
              <strong>Download my data</strong> in the{" "}
              <Link to="/client-portal" className="text-brand-700 underline underline-offset-4">
                client portal
              </Link>{" "}
              to export it.
            </li>
          </ul>
          <p>
            To use any of these rights, contact us (see below). We will reply as soon as we can, and within the time the
            law allows.
          </p>
        </>
      ),
    },
    {
      id: "third-party-services",
      title: "Third-Party Services",
      body: (
        <>
          <p>We share only what each service needs to do its job:</p>
          <ul>
            <li>
              <strong>Paystack</strong> processes card, mobile-money and bank payments for clients in Ghana.
            </li>
            <li>
              <strong>{transferProvider}</strong> receives international transfers from clients abroad.
            </li>
            <li>
              <strong>Google Calendar</strong>, only when a therapist chooses to sync their calendar; it receives
              appointment times, not clinical details.
            </li>
            <li>
              <strong>E-mail delivery</strong> for confirmations and reminders.
            </li>
            <li>
              <strong>YouTube</strong>, when you choose to play the welcome video on our home page.
            </li>
          </ul>
          <p>We never sell your personal information.</p>
        </>
      ),
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      body: (
        <p>
          We may update this policy as our services or the law change. The date at the top shows when it was last
          updated; if a change significantly affects how we use your information, we will tell you by e-mail or in the
          client portal.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact Us",
      body: (
        <>
          <p>For questions about this policy or your information, contact us:</p>
          <ContactBlock contact={contact} />
        </>
      ),
    },
  ];
}

/** Spec 001 §2 "Privacy Policy". */
export function PrivacyPolicy(props: PrivacyPolicyProps) {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated={props.lastUpdated}
      intro={<p>How we collect, use and protect your personal information.</p>}
      sections={sections(props)}
    />
  );
}
