/**
 * The mailing-list box's own texts (decision 0046). The box is in every page's footer, so its
 * texts live apart from the list's other texts and rules (`newsletter.ts`), which only the
 * mailing-list pages, the admin's tab and the server need (decision 0009).
 */
export const NEWSLETTER_FORM_TEXT = {
  label: "Your e-mail address",
  button: "Subscribe",
  sending: "Subscribing…",
  consent:
    "We will e-mail you a link to confirm. We only write when there is something new, and every e-mail has a link to leave the list.",
} as const;
