// What each route of the app reads from a request, for the bad-input test (tests/http): the
// forms its action takes (one per intent) and the query parameters its loader reads. The test
// spoils one value at a time and expects a clear 4xx; it fails for any route with an action
// that has no entry here, so every new endpoint or page action must be added.
import { CONTACT_FIELDS } from "../../domain/contact";

/** Real records of the demo data, so that spoiled values reach past the "not found" checks. */
export interface DemoRecords {
  sessionId: string;
  assignmentId: string;
  notificationId: string;
  receivedMessageId: string;
  clientIdOfTherapist: string;
  /** The therapist of clientIdOfTherapist, for an admin's forms that name one. */
  therapistId: string;
  planId: string;
  bookingId: string;
  /** A completed payment of Ama's, for GET /api/receipts/:reference. */
  paymentReference: string;
  /** The demo retreat, for the admin's pages of an event. */
  eventId: string;
}

/**
 * Path parameters that name content rather than a record of the demo data: a Resources article's
 * address; one of the practice's forms (shipped with every database); a client's form (the demo
 * data has none: a well-formed id of none).
 */
export const CONTENT_PATH_PARAMS: Readonly<Record<string, string>> = {
  slug: "living-with-grief",
  questionnaireId: "intake",
  responseId: "00000000-0000-4000-8000-000000000000",
};

export interface FormCase {
  fields: Record<string, string>;
  /** Fields that hold an instant or a day: they also get absurd dates. */
  dates?: readonly string[];
}

export interface RouteInputs {
  forms: FormCase[];
  /**
   * The action acts on who is asking, not on what is sent (sign-out, the activity ping): a
   * spoiled body may succeed, as long as it is not a 5xx and writes nothing it should not.
   */
  bodyIgnored?: true;
  /** A raw body instead of a form (Paystack's signed JSON). */
  raw?: true;
  /** The action reads only its path (and the region cookie): only the path is spoiled. */
  pathOnly?: true;
}

const soon = () => new Date(Date.now() + 9 * 86_400_000);
const isoSoon = () => soon().toISOString();
const daySoon = () => isoSoon().slice(0, 10);

/** The availability editor's and the days-off list's forms (a therapist's own, or an admin's for `therapistId`). */
function availabilityForms(whose: { therapistId?: string }): FormCase[] {
  const week = Object.fromEntries(
    [0, 1, 2, 3, 4, 5, 6].flatMap((d) => [
      [`start-${d}`, "09:00"],
      [`end-${d}`, "17:00"],
    ]),
  );
  return [
    { fields: { intent: "save-availability", ...whose, ...week, "available-1": "on" } },
    { fields: { intent: "add-day-off", ...whose, day: daySoon(), note: "Holiday" }, dates: ["day"] },
    { fields: { intent: "remove-day-off", ...whose, id: "00000000-0000-4000-8000-000000000000" } },
  ];
}

/** The calendar address's forms (the viewer's own: they name nothing but what to do). */
const calendarFeedForms = (): FormCase[] =>
  ["create-calendar-feed", "renew-calendar-feed", "revoke-calendar-feed"].map((intent) => ({ fields: { intent } }));

export function actionInputs(records: DemoRecords): Record<string, RouteInputs> {
  const booking = {
    serviceId: "individual-teletherapy",
    start: isoSoon(),
    firstName: "Ama",
    lastName: "Owusu",
    email: "ama@demo.nkabom.example",
    phone: "+233 24 123 4567",
    concerns: "Sleep",
    previousExperience: "None",
    couponCode: "",
    timezone: "Africa/Accra",
  };
  return {
    "routes/home": {
      forms: [
        {
          fields: {
            ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f, ""])),
            firstName: "Ama",
            lastName: "Owusu",
            email: "ama@example.com",
            phone: "+233 24 123 4567",
            preferredService: "individual",
            message: "I would like to book a first session.",
          },
        },
        // A region tile chosen before the page's scripts have run.
        { fields: { intent: "choose-region", choice: "GH" } },
      ],
    },
    "routes/auth": {
      forms: [
        { fields: { intent: "signin", email: "ama@demo.nkabom.example", password: "not-the-password" } },
        {
          fields: {
            intent: "signup",
            firstName: "Esi",
            lastName: "Boateng",
            email: "esi.boateng@example.com",
            password: "a-long-enough-password",
            region: "local",
            currency: "GHS",
            applicationNote: "",
          },
        },
        { fields: { intent: "forgot", email: "ama@demo.nkabom.example" } },
        { fields: { intent: "sign-in-link", email: "ama@demo.nkabom.example" } },
      ],
    },
    "routes/auth.reset-password": {
      forms: [
        { fields: { token: "abc", password: "a-long-enough-password", confirmPassword: "a-long-enough-password" } },
      ],
    },
    "routes/auth.sign-in-link": { forms: [{ fields: { token: "A".repeat(43) } }] },
    "routes/sign-out": { forms: [{ fields: { reason: "user" } }], bodyIgnored: true },
    "routes/api.activity": { forms: [{ fields: {} }], bodyIgnored: true },
    "routes/api.homework": {
      forms: [
        {
          fields: {
            intent: "assign",
            clientId: records.clientIdOfTherapist,
            title: "Breathing",
            description: "Ten minutes a day",
            dueDate: daySoon(),
          },
          dates: ["dueDate"],
        },
        { fields: { intent: "review", assignmentId: records.assignmentId } },
      ],
    },
    "routes/api.messages": {
      forms: [
        { fields: { intent: "send", content: "Hello", recipientId: records.clientIdOfTherapist, clientKey: "" } },
        { fields: { intent: "mark-read", upTo: records.receivedMessageId } },
      ],
    },
    "client-dashboard-sessions": {
      forms: [
        { fields: { intent: "cancel", sessionId: records.sessionId, reason: "Travelling" } },
        { fields: { intent: "reschedule", sessionId: records.sessionId, start: isoSoon() }, dates: ["start"] },
      ],
    },
    "client-dashboard-book": {
      forms: [
        {
          fields: { serviceId: "individual-teletherapy", start: isoSoon(), phone: "+233 24 123 4567", couponCode: "" },
          dates: ["start"],
        },
      ],
    },
    "client-dashboard-messages": {
      forms: [
        { fields: { intent: "send", content: "Hello", clientKey: "" } },
        { fields: { intent: "mark-read", upTo: records.receivedMessageId } },
      ],
    },
    "client-dashboard-homework": {
      forms: [{ fields: { intent: "submit-homework", assignmentId: records.assignmentId, response: "Done" } }],
    },
    // Sending a whole PHQ-9 (its path's form): any spoiled answer is refused with the question's
    // message and nothing is kept. The autosave ("save-draft") is not listed: by design it keeps
    // the good answers of a spoiled form and names the bad one.
    "client-dashboard-form": {
      forms: [
        {
          fields: {
            intent: "submit",
            ...Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`phq9-${index + 1}`, "0"])),
            "phq9-difficulty": "not-difficult",
          },
        },
      ],
    },
    // Pay balance: no such registration, so nothing could be paid should a spoiled value get through.
    "client-dashboard-events": {
      forms: [{ fields: { intent: "pay-balance", registrationId: "00000000-0000-4000-8000-000000000000" } }],
    },
    // Add a gift certificate: a code nobody holds, so nothing could be claimed should a spoiled value get through.
    "client-dashboard-gifts": {
      forms: [{ fields: { intent: "claim", code: "ZZZZ-ZZZZ-ZZZZ" } }],
    },
    "client-dashboard-notifications": {
      forms: [{ fields: { intent: "mark-read", id: records.notificationId } }, { fields: { intent: "mark-all-read" } }],
    },
    "client-dashboard-profile": {
      forms: [
        {
          fields: {
            intent: "update-profile",
            firstName: "Ama",
            lastName: "Owusu",
            phone: "+233 24 123 4567",
            timezone: "Africa/Accra",
            bio: "",
          },
        },
        ...calendarFeedForms(),
        { fields: { intent: "save-reminders", smsReminders: "on" } },
      ],
    },
    "routes/therapist-dashboard.sessions": {
      forms: [
        {
          fields: {
            intent: "create-session",
            clientId: records.clientIdOfTherapist,
            start: isoSoon(),
            durationMinutes: "60",
            sessionType: "individual_therapy",
            meetingLink: "https://meet.example/x",
          },
          dates: ["start"],
        },
        { fields: { intent: "set-status", sessionId: records.sessionId, status: "completed" } },
        { fields: { intent: "set-status", sessionId: records.sessionId, status: "cancelled", reason: "Unwell" } },
        { fields: { intent: "undo-status", sessionId: records.sessionId } },
        { fields: { intent: "revert-status", sessionId: records.sessionId } },
      ],
    },
    "routes/therapist-dashboard.homework": {
      forms: [
        {
          fields: {
            intent: "assign",
            clientId: records.clientIdOfTherapist,
            title: "Walk",
            description: "",
            dueDate: daySoon(),
          },
          dates: ["dueDate"],
        },
        { fields: { intent: "review", assignmentId: records.assignmentId } },
      ],
    },
    "routes/therapist-dashboard.messages.$personId": {
      forms: [
        { fields: { intent: "send", content: "Hello", clientKey: "" } },
        { fields: { intent: "mark-read", upTo: records.receivedMessageId } },
      ],
    },
    "routes/therapist-dashboard._index": {
      forms: [{ fields: { intent: "alert-done", id: records.notificationId } }],
    },
    "routes/therapist-dashboard.clients.$clientId": {
      forms: [{ fields: { intent: "send", content: "Hello", clientKey: "" } }],
    },
    "routes/therapist-dashboard.sessions.$sessionId.note": {
      forms: [
        {
          fields: {
            intent: "save-draft",
            template: "soap",
            "section.subjective": "Slept better.",
            "section.plan": "Continue the diary.",
          },
        },
        { fields: { intent: "sign", template: "free", "section.note": "Reviewed the week." } },
        { fields: { intent: "add-addendum", text: "Late entry." } },
        { fields: { intent: "save-process-note", text: "For supervision." } },
      ],
    },
    // Join: the room is not open for a session days away (409), and a spoiled id is not found.
    "routes/sessions.$sessionId.join": {
      forms: [{ fields: { audioOnly: "on" } }],
    },
    "routes/admin-dashboard.clients.$clientId": {
      forms: [{ fields: { intent: "break-glass", reason: "She called in crisis and her therapist is away." } }],
    },
    "routes/therapist-dashboard.settings": {
      forms: [
        {
          fields: {
            intent: "update-profile",
            firstName: "Efua",
            lastName: "Asante",
            phone: "",
            timezone: "Africa/Accra",
            bio: "",
          },
        },
        { fields: { intent: "save-notifications", emailNewBooking: "on", emailNewMessage: "on" } },
        {
          fields: {
            intent: "save-payout",
            method: "mobile_money",
            accountName: "Efua",
            mobileNetwork: "MTN",
            mobileNumber: "0241234567",
          },
        },
        { fields: { intent: "save-video-room", roomUrl: "https://meet.example/efua" } },
        ...availabilityForms({}),
        ...calendarFeedForms(),
      ],
    },
    "routes/admin-dashboard.calendar": {
      forms: [
        {
          fields: {
            intent: "create-session",
            clientId: records.clientIdOfTherapist,
            therapistId: records.therapistId,
            start: isoSoon(),
            durationMinutes: "60",
            sessionType: "individual_therapy",
            meetingLink: "",
          },
          dates: ["start"],
        },
        { fields: { intent: "set-status", sessionId: records.sessionId, status: "scheduled" } },
        { fields: { intent: "set-status", sessionId: records.sessionId, status: "cancelled", reason: "Unwell" } },
        { fields: { intent: "revert-status", sessionId: records.sessionId } },
      ],
    },
    "routes/admin-dashboard.calendar.availability": {
      forms: availabilityForms({ therapistId: records.therapistId }),
    },
    "routes/admin-dashboard.messages.$personId": {
      forms: [
        { fields: { intent: "send", content: "Hello", clientKey: "" } },
        { fields: { intent: "mark-read", upTo: records.receivedMessageId } },
      ],
    },
    "routes/admin-dashboard.transactions": {
      forms: moneyForms(),
    },
    "routes/admin-dashboard._index": {
      forms: moneyForms(),
    },
    // No such applicant or user: the spoiled fields are refused before anyone is looked up.
    "routes/admin-dashboard.applications": {
      forms: [
        { fields: { intent: "approve", applicantId: "00000000-0000-4000-8000-000000000000" } },
        {
          fields: {
            intent: "reject",
            applicantId: "00000000-0000-4000-8000-000000000000",
            reason: "No licence on file",
          },
        },
      ],
    },
    "routes/admin-dashboard.users": {
      forms: [
        { fields: { intent: "set-role", userId: "00000000-0000-4000-8000-000000000000", role: "client" } },
        { fields: { intent: "suspend", userId: "00000000-0000-4000-8000-000000000000" } },
        { fields: { intent: "restore", userId: "00000000-0000-4000-8000-000000000000" } },
      ],
    },
    "routes/admin-dashboard.coupons": {
      forms: [
        {
          fields: {
            intent: "create",
            code: "BAD-INPUT-1",
            couponType: "individual_teletherapy",
            expiresOn: daySoon(),
            notes: "",
          },
          dates: ["expiresOn"],
        },
        { fields: { intent: "delete", couponId: "00000000-0000-4000-8000-000000000000" } },
      ],
    },
    // The admin's Gift certificates tab, on a certificate that does not exist: nothing to change.
    "routes/admin-dashboard.gifts": {
      forms: [
        { fields: { intent: "void", certificateId: "00000000-0000-4000-8000-000000000000", reason: "Refunded" } },
        {
          fields: { intent: "extend", certificateId: "00000000-0000-4000-8000-000000000000", expiresOn: daySoon() },
          dates: ["expiresOn"],
        },
        { fields: { intent: "resend", certificateId: "00000000-0000-4000-8000-000000000000" } },
      ],
    },
    // The admin's Events tab, on an event that does not exist: a spoiled value is refused before
    // anything is looked up, a sound one finds nothing (create makes a new draft only when all is sound).
    "routes/admin-dashboard.events": {
      forms: [
        { fields: { intent: "create", ...eventFields() }, dates: ["startsAt", "endsAt", "balanceDueOn"] },
        {
          fields: { intent: "update", eventId: NO_EVENT, ...eventFields() },
          dates: ["startsAt", "endsAt", "balanceDueOn"],
        },
        { fields: { intent: "publish", eventId: NO_EVENT } },
        { fields: { intent: "unpublish", eventId: NO_EVENT } },
        { fields: { intent: "cancel", eventId: NO_EVENT, reason: "The venue is closed" } },
      ],
    },
    "routes/admin-dashboard.events.$eventId": {
      forms: [{ fields: { intent: "mark-transfer-received", reference: "EVT-NOPE" } }],
    },
    "routes/admin-dashboard.forms": {
      forms: [
        { fields: { intent: "create", title: "Travel form", kind: "form" } },
        {
          fields: {
            intent: "save-schedule",
            serviceId: "no-such-service",
            beforeFirstSession: "intake",
            hoursBefore: "24",
            recurringIds: "phq-9",
            recurringEvery: "4",
          },
        },
        { fields: { intent: "reset-schedule", serviceId: "no-such-service" } },
        {
          fields: { intent: "assign-supervisor", therapistId: records.therapistId, supervisorId: records.therapistId },
        },
        {
          fields: { intent: "remove-supervisor", therapistId: records.therapistId, supervisorId: records.therapistId },
        },
      ],
    },
    "routes/admin-dashboard.forms.$questionnaireId": {
      // Not the form's version: should a spoiled value ever get past validation, it is refused as stale.
      forms: [
        {
          fields: {
            intent: "add",
            version: "999",
            text: "How did you hear about us?",
            type: "text",
            required: "on",
            options: "",
            help: "",
          },
        },
        { fields: { intent: "remove", version: "999", linkId: "address" } },
        { fields: { intent: "move", version: "999", linkId: "address", direction: "up" } },
        { fields: { intent: "required", version: "999", linkId: "address", required: "false" } },
        { fields: { intent: "edit-text", version: "999", linkId: "address", text: "Where you live", help: "" } },
        { fields: { intent: "ask-again" } },
        { fields: { intent: "archive", archived: "true" } },
      ],
    },
    "routes/admin-dashboard.settings": {
      forms: [
        {
          fields: {
            intent: "save-office-hours",
            ...Object.fromEntries(
              [0, 1, 2, 3, 4, 5, 6].flatMap((d) => [
                [`start-${d}`, "09:00"],
                [`end-${d}`, "17:00"],
              ]),
            ),
            "open-1": "on",
            "open-2": "on",
            "inPerson-2": "on",
          },
        },
        { fields: { intent: "save-note-reminders", noteReminderHours: "48" } },
      ],
    },
    "routes/admin-dashboard.packages": {
      forms: [
        {
          fields: {
            intent: "update-plan",
            planId: records.planId,
            // Not the plan's version: should a spoiled value ever get past validation, it is refused as stale.
            version: "1",
            name: "Steady Growth",
            description: "Eight sessions",
            sessionCount: "8",
            sessionType: "individual_teletherapy",
            region: "local",
            priceUsd: "",
            priceGbp: "",
            priceEur: "",
            priceGhs: "2880",
            discountPercentage: "10",
            validMonths: "3",
            isActive: "on",
          },
        },
        {
          fields: {
            intent: "update-addon",
            addonId: "00000000-0000-4000-8000-000000000000",
            version: "1",
            name: "Home Visit Session",
            addonType: "session",
            region: "local",
            priceUsd: "",
            priceGbp: "",
            priceEur: "",
            priceGhs: "300",
            isActive: "on",
          },
        },
        {
          fields: {
            intent: "update-package",
            packageId: "local-6-session-teletherapy",
            version: "1",
            priceUsd: "",
            priceGbp: "",
            priceEur: "",
            priceGhs: "2100",
            isActive: "on",
            highlight: "on",
            badge: "Gently consistent care",
          },
        },
      ],
    },
    "routes/book": { forms: [{ fields: booking, dates: ["start"] }] },
    "routes/support-plans.checkout.$planId": { forms: [], pathOnly: true },
    "routes/therapy-journeys.checkout.$packageId": { forms: [], pathOnly: true },
    "routes/api.payments.verify": { forms: [{ fields: { reference: "PLN-NOPE" } }] },
    "routes/api.payments.abandon": { forms: [{ fields: { reference: "PLN-NOPE" } }] },
    "routes/api.payments.simulate": {
      forms: [{ fields: { reference: "PLN-NOPE", outcome: "success", channel: "card" } }],
    },
    "routes/api.booking.coupon": { forms: [{ fields: { code: "NOPE1234", serviceId: "individual-teletherapy" } }] },
    "routes/api.event-registrations": {
      forms: [
        { fields: { event_id: "00000000-0000-4000-8000-000000000000", dietary_requirements: "", pay_deposit: "on" } },
        { fields: { intent: "waitlist", event_id: "00000000-0000-4000-8000-000000000000" } },
      ],
    },
    "routes/api.gifts": {
      forms: [
        {
          fields: {
            productId: "gift-nope",
            kind: "service",
            usedIn: "local",
            amount: "",
            recipientName: "Akosua Boateng",
            recipientEmail: "akosua@example.test",
            recipientTimeZone: "Europe/London",
            message: "For you.",
            deliverOn: "2030-01-01",
            nameTheService: "on",
            showPrice: "",
            firstName: "Efua",
            lastName: "Boateng",
            buyerEmail: "efua@example.test",
            currency: "GBP",
          },
        },
      ],
    },
    "routes/api.paystack.webhook": { forms: [], raw: true },
    "routes/therapist-dashboard.calendar": {
      forms: [{ fields: { intent: "sync" } }, { fields: { intent: "disconnect" } }],
    },
    "routes/admin-dashboard.calendar.sync": {
      forms: [{ fields: { intent: "sync" } }, { fields: { intent: "disconnect" } }],
    },
    "routes/api.google-calendar.notifications": { forms: [], raw: true },
    // The mailing list: a sign-up from any page's box; links whose token is not one of ours; an
    // announcement (refused for want of confirmed subscribers should a spoiled value get through).
    "routes/newsletter": { forms: [{ fields: { email: "bad-input@example.test", source: "/resources" } }] },
    "routes/newsletter.confirm": { forms: [{ fields: { token: "c.not-a-token" } }] },
    "routes/newsletter.unsubscribe": { forms: [{ fields: { token: "u.not-a-token" } }] },
    "routes/admin-dashboard.newsletter": {
      forms: [{ fields: { intent: "send-announcement", subject: "New dates", body: "Join us." } }],
    },
  };
}

/** The query parameters each loader reads (routes not listed read none, or only their path). */
export function loaderParams(): Record<string, Record<string, string>> {
  return {
    "client-dashboard-sessions": { view: "calendar", upcoming: "20", before: "", month: isoSoon().slice(0, 7) },
    "client-dashboard-homework": { show: "all" },
    "client-dashboard-messages": { show: "all" },
    "client-dashboard-notifications": { show: "all" },
    "routes/book": { service: "individual-teletherapy", day: daySoon(), start: isoSoon() },
    "routes/api.booking.slots": { serviceId: "individual-teletherapy", day: daySoon() },
    "routes/api.my-sessions.$sessionId.slots": { day: daySoon() },
    "routes/api.admin.settling.$reference.slots": { day: daySoon() },
    "routes/payment-success": { reference: "PLN-NOPE" },
    "routes/auth.reset-password": { token: "abc" },
    "routes/auth.sign-in-link": { token: "abc" },
    "routes/sessions.$sessionId.join": { pass: "abc" },
    "routes/therapist-dashboard._index": { q: "Ama", page: "1" },
    "routes/therapist-dashboard.sessions": { view: "calendar", span: "month", date: daySoon(), show: "20" },
    "routes/therapist-dashboard.homework": { client: "", show: "20" },
    "routes/therapist-dashboard.messages": { person: "" },
    "routes/therapist-dashboard.messages.$personId": { show: "50" },
    "routes/api.staff.busy": { day: daySoon(), client: "", therapist: "" },
    "routes/api.staff.clients": { q: "Ama" },
    "routes/admin-dashboard.calendar": {
      view: "calendar",
      span: "month",
      date: daySoon(),
      therapist: "",
      client: "",
      show: "20",
    },
    "routes/admin-dashboard.calendar.availability": { therapist: "" },
    "routes/admin-dashboard.homework": { therapist: "", client: "", status: "completed", show: "20" },
    "routes/admin-dashboard.messages": { person: "" },
    "routes/admin-dashboard.messages.$personId": { show: "50" },
    "routes/admin-dashboard.applications": { show: "50" },
    "routes/admin-dashboard.users": { q: "Ama", role: "client", page: "1" },
    "routes/admin-dashboard.coupons": { q: "DEMO", page: "1" },
    "routes/admin-dashboard.gifts": { status: "active", q: "Kwame", page: "1" },
    "routes/api.admin.gift-certificates-csv": { status: "void", q: "Kwame" },
    "routes/admin-dashboard.transactions": ledgerFilters(),
    "routes/admin-dashboard.analytics": { therapist: "" },
    "routes/api.staff.analytics-csv": { table: "revenue", therapist: "" },
    "routes/api.admin.transactions-csv": ledgerFilters(),
    "routes/admin-dashboard.audit": { user: "Ama", action: "auth.sign_in", from: daySoon(), to: daySoon(), before: "" },
    "routes/admin-dashboard.newsletter": { status: "confirmed", q: "ama", page: "1" },
    "routes/api.admin.newsletter-subscribers-csv": { status: "confirmed", q: "ama" },
    "routes/newsletter.confirm": { token: "abc" },
    "routes/newsletter.unsubscribe": { token: "abc" },
  };
}

/** The money actions of the admin's overview and transactions tab, on payments that do not exist. */
const moneyForms = (): FormCase[] => [
  { fields: { intent: "mark-transfer-received", reference: "SCH-NOPE" } },
  {
    fields: {
      intent: "refund",
      reference: "PSK-NOPE",
      amount: "10",
      reason: "Test",
      effect: "keep",
      credits: "",
      requestKey: "5f0c3a52-7d4e-4c11-9b7a-2f6d8e1a4b90",
    },
  },
  { fields: { intent: "settle-booking", reference: "PSK-NOPE", start: isoSoon() }, dates: ["start"] },
  { fields: { intent: "check-refund", reference: "RFD-NOPE", outcome: "made" } },
];

const NO_EVENT = "00000000-0000-4000-8000-000000000000";

/** The New event / Edit event form, every field filled (a retreat taking deposits, weeks ahead). */
const eventFields = () => {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return {
    title: "Bad Input Retreat",
    tagline: "Rest",
    description: "Three days of rest.",
    eventType: "retreat",
    startsAt: `${day(90)}T10:00`,
    endsAt: `${day(92)}T12:00`,
    location: "Akosombo",
    facilitator: "Efua Asante",
    capacity: "10",
    priceLocal: "5000",
    priceInternational: "700",
    allowDeposit: "on",
    depositPercentage: "30",
    balanceDueOn: day(60),
    cancellationPolicy: "Deposits are kept.",
    duration: "3 days",
    objectives: "Rest\nReflect",
    itinerary: "Day 1: Arrival; Dinner",
    image: "/images/events/volta-retreat.jpg",
  };
};

/** The Transactions tab's filters, each set. */
const ledgerFilters = () => ({
  from: daySoon(),
  to: daySoon(),
  status: "other",
  provider: "mobile_money",
  currency: "GHS",
  client: "",
  page: "2",
});

/** Loaders whose reading is itself recorded in the audit log (a person's data leaving the site). */
export const AUDITED_READS: ReadonlySet<string> = new Set([
  "routes/api.portal.export",
  // The ledger's CSV: clients' names and payments leaving the site (transactions.exported).
  "routes/api.admin.transactions-csv",
  // The gift certificates' CSV: buyers' and recipients' names and addresses (gifts.exported).
  "routes/api.admin.gift-certificates-csv",
  // The mailing list's CSV: people's addresses and their consent (newsletter_subscribers.exported).
  "routes/api.admin.newsletter-subscribers-csv",
  // An event's registrations as CSV: registrants' names, needs and payments (event_registrations.exported).
  "routes/api.admin.events.$eventId.registrations-csv",
  // A staff member opening a client's page (client_record.viewed, and the notes' clinical.read).
  "routes/therapist-dashboard.clients.$clientId",
  // A session's note opened (clinical.read).
  "routes/therapist-dashboard.sessions.$sessionId.note",
  // An administrator opening a client's page (client_record.viewed) or, in an emergency, a form of hers.
  "routes/admin-dashboard.clients.$clientId",
  "routes/admin-dashboard.clients.$clientId.forms.$responseId",
  // A client's Forms tab and a form: opening her scores and her draft's answers (clinical.read).
  "client-dashboard-forms",
  "client-dashboard-form",
  // A form she sent, opened again (clinical.read).
  "client-dashboard-sent-form",
]);

/** Values no one types, each a different way to break a naive parser or the database. */
export const ABSURD_DATES = [
  "+275760-09-13T00:00:00.000Z",
  "0000-01-01T00:00:00Z",
  "-000001-01-01T00:00:00Z",
  "9999-12-31T23:59:59Z",
  "2026-02-30",
  "1e309",
];
