/** What the Applications tab shows, as its route's loader prepares it. */
export interface PendingApplicationView {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  note: string | null;
  /** "24 November 2026", in the admin's zone. */
  applied: string;
}

export interface DecidedApplicationView {
  id: string;
  name: string;
  email: string;
  status: "approved" | "rejected";
  reason: string | null;
  decided: string;
  decidedBy: string | null;
}

export interface ApplicationsTabView {
  pending: PendingApplicationView[];
  pendingTotal: number;
  moreHref: string | null;
  decided: DecidedApplicationView[];
}

/** The applicant a dialog is about. */
export interface Applicant {
  id: string;
  name: string;
}

/** Approve and Reject: the applicant decided on (null while closed), where to post, and closing. */
export interface ApplicantDialogProps {
  applicant: Applicant | null;
  action: string;
  onClose(): void;
}
