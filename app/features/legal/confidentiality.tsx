import { ContactBlock, type LegalContact, LegalPage, type LegalSection } from "./legal-page";

function sections(contact: LegalContact): LegalSection[] {
  return [
    {
      id: "commitment",
      title: "Our Commitment",
      body: (
        <p>
          Confidentiality is the foundation of therapy. At {contact.legalName}, what you share stays between you and
          your therapist. We will not disclose that you are a client, or anything you tell us, without your written
          consent, except in the limited situations described below.
        </p>
      ),
    },
    {
      id: "what-is-confidential",
      title: "What Is Kept Confidential",
      body: (
        <ul>
          <li>The fact that you attend therapy or coaching with us.</li>
          <li>Everything you share in sessions, and in messages and homework through the client portal.</li>
          <li>Your therapist's notes and records.</li>
          <li>Your contact, booking and payment details.</li>
          <li>
            For couples and family therapy, we agree together at the start how information shared individually is
            handled.
          </li>
        </ul>
      ),
    },
    {
      id: "legal-exceptions",
      title: "Legal Exceptions",
      body: (
        <>
          <p>
            There are a few situations in which law or professional ethics require us to share information, even without
            consent. Wherever possible, we will discuss it with you first and share only what is necessary:
          </p>
          <ul>
            <li>
              <strong>Harm to self:</strong> when we believe you are at serious and imminent risk of harming yourself.
            </li>
            <li>
              <strong>Harm to others:</strong> when there is a serious risk that someone else will be harmed.
            </li>
            <li>
              <strong>Abuse of a child or vulnerable adult:</strong> when we learn that a child or a vulnerable adult is
              being, or is at risk of being, abused or neglected.
            </li>
            <li>
              <strong>Court orders:</strong> when a court or other legal authority orders us to release records.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "consent",
      title: "Your Consent",
      body: (
        <p>
          With your written consent we can share information with people you choose, such as a doctor, another therapist
          or a family member. You decide what is shared and with whom, and you can withdraw your consent at any time.
          Therapists may discuss their work in confidential clinical supervision, without details that identify you.
        </p>
      ),
    },
    {
      id: "secure-records",
      title: "Secure Records",
      body: (
        <p>
          Records are kept in a secure system with encrypted connections, individual accounts and an access log. Only
          your therapist and the staff who need them for your care or for payments can see them. Records are kept only
          as long as professional and legal duties require, then securely destroyed.
        </p>
      ),
    },
    {
      id: "online-sessions",
      title: "Online Sessions",
      body: (
        <>
          <p>
            Online sessions take place on a secure video platform, and sessions are never recorded without your explicit
            permission. To protect your privacy on your side:
          </p>
          <ul>
            <li>Join from a private space where you cannot be overheard, and use headphones if you can.</li>
            <li>Use a private device and network rather than a shared or public one.</li>
            <li>Sign out of the client portal when you have finished.</li>
          </ul>
        </>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: (
        <>
          <p>If you have questions about confidentiality, please talk to your therapist or contact us:</p>
          <ContactBlock contact={contact} />
        </>
      ),
    },
  ];
}

/** Spec 001 §2 "Confidentiality Statement". */
export function ConfidentialityStatement({ contact }: { contact: LegalContact }) {
  return (
    <LegalPage
      title="Confidentiality Statement"
      intro={<p>What we keep confidential, the few exceptions the law requires, and how we protect your records.</p>}
      sections={sections(contact)}
    />
  );
}
