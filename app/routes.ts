import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The client portal's tabs, each its own URL. The portal answers at /client-dashboard and at
 * /client-portal (both names are in use), so its routes are declared once per base, with ids.
 */
function portalTabs(base: string) {
  return [
    index("routes/client-dashboard._index.tsx", { id: `${base}-sessions` }),
    route("book", "routes/client-dashboard.book.tsx", { id: `${base}-book` }),
    route("homework", "routes/client-dashboard.homework.tsx", { id: `${base}-homework` }),
    route("messages", "routes/client-dashboard.messages.tsx", { id: `${base}-messages` }),
    route("events", "routes/client-dashboard.events.tsx", { id: `${base}-events` }),
    route("gifts", "routes/client-dashboard.gifts.tsx", { id: `${base}-gifts` }),
    route("notifications", "routes/client-dashboard.notifications.tsx", { id: `${base}-notifications` }),
    route("profile", "routes/client-dashboard.profile.tsx", { id: `${base}-profile` }),
  ];
}

export default [
  // Public website (spec 000 §2.1, spec 001 §2)
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("therapy-journeys", "routes/therapy-journeys.tsx"),
  route("pricing", "routes/therapy-journeys.tsx", { id: "pricing" }),
  route("corporate-services", "routes/corporate-services.tsx"),
  route("executive-coaching", "routes/executive-coaching.tsx"),
  route("resources", "routes/resources.tsx"),
  route("wellness-kit", "routes/wellness-kit.tsx"),
  route("shop", "routes/wellness-kit.tsx", { id: "shop" }),
  route("workshops", "routes/workshops.tsx"),
  route("retreats", "routes/retreats.tsx"),
  route("community", "routes/community.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("confidentiality", "routes/confidentiality.tsx"),
  // Accounts (spec 001 §2)
  route("auth", "routes/auth.tsx"),
  route("auth/reset-password", "routes/auth.reset-password.tsx"),
  route("auth/sign-in-link", "routes/auth.sign-in-link.tsx"),
  route("sign-out", "routes/sign-out.tsx"),
  route("api/activity", "routes/api.activity.ts"),
  route("api/events", "routes/api.events.ts"),
  route("api/my-sessions/:sessionId/slots", "routes/api.my-sessions.$sessionId.slots.ts"),
  route("api/portal/export", "routes/api.portal.export.ts"),
  route("api/calendar-feed/:feed", "routes/api.calendar-feed.$feed.ts"),
  route("api/my-events/:registrationId/calendar.ics", "routes/api.my-events.$registrationId.calendar.ts"),
  route("api/homework", "routes/api.homework.ts"),
  route("api/messages", "routes/api.messages.ts"),
  route("api/staff/busy", "routes/api.staff.busy.ts"),
  route("api/staff/clients", "routes/api.staff.clients.ts"),
  route("api/admin/transactions.csv", "routes/api.admin.transactions-csv.ts"),
  route("api/admin/gift-certificates.csv", "routes/api.admin.gift-certificates-csv.ts"),
  route("api/admin/events/:eventId/registrations.csv", "routes/api.admin.events.$eventId.registrations-csv.ts"),
  route("api/admin/settling/:reference/slots", "routes/api.admin.settling.$reference.slots.ts"),
  route("api/staff/analytics.csv", "routes/api.staff.analytics-csv.ts"),
  // Portals
  route("client-dashboard", "routes/client-dashboard.tsx", portalTabs("client-dashboard")),
  route("client-portal", "routes/client-dashboard.tsx", { id: "client-portal" }, portalTabs("client-portal")),
  route("therapist-dashboard", "routes/therapist-dashboard.tsx", [
    index("routes/therapist-dashboard._index.tsx"),
    route("clients/:clientId", "routes/therapist-dashboard.clients.$clientId.tsx"),
    route("sessions", "routes/therapist-dashboard.sessions.tsx"),
    route("homework", "routes/therapist-dashboard.homework.tsx"),
    route("messages", "routes/therapist-dashboard.messages.tsx"),
    route("messages/:personId", "routes/therapist-dashboard.messages.$personId.tsx"),
    route("analytics", "routes/therapist-dashboard.analytics.tsx"),
    route("calendar", "routes/therapist-dashboard.calendar.tsx"),
    route("settings", "routes/therapist-dashboard.settings.tsx"),
  ]),
  route("admin-dashboard", "routes/admin-dashboard.tsx", [
    index("routes/admin-dashboard._index.tsx"),
    route("calendar", "routes/admin-dashboard.calendar.tsx"),
    route("calendar/availability", "routes/admin-dashboard.calendar.availability.tsx"),
    route("calendar/sync", "routes/admin-dashboard.calendar.sync.tsx"),
    route("messages", "routes/admin-dashboard.messages.tsx"),
    route("messages/:personId", "routes/admin-dashboard.messages.$personId.tsx"),
    route("homework", "routes/admin-dashboard.homework.tsx"),
    route("packages", "routes/admin-dashboard.packages.tsx"),
    route("coupons", "routes/admin-dashboard.coupons.tsx"),
    route("gifts", "routes/admin-dashboard.gifts.tsx"),
    route("events", "routes/admin-dashboard.events.tsx"),
    route("events/:eventId", "routes/admin-dashboard.events.$eventId.tsx"),
    route("applications", "routes/admin-dashboard.applications.tsx"),
    route("users", "routes/admin-dashboard.users.tsx"),
    route("transactions", "routes/admin-dashboard.transactions.tsx"),
    route("analytics", "routes/admin-dashboard.analytics.tsx"),
    route("audit", "routes/admin-dashboard.audit.tsx"),
    route("settings", "routes/admin-dashboard.settings.tsx"),
  ]),
  // Buying and booking
  route("book", "routes/book.tsx"),
  route("support-plans", "routes/support-plans.tsx"),
  route("support-plans/checkout/:planId", "routes/support-plans.checkout.$planId.tsx"),
  route("payment-success", "routes/payment-success.tsx"),
  // Payments and documents
  route("api/payments/verify", "routes/api.payments.verify.ts"),
  route("api/payments/abandon", "routes/api.payments.abandon.ts"),
  route("api/payments/simulate", "routes/api.payments.simulate.ts"),
  route("api/paystack/webhook", "routes/api.paystack.webhook.ts"),
  route("api/receipt/:bookingId", "routes/api.receipt.$bookingId.ts"),
  route("api/receipts/:reference", "routes/api.receipts.$reference.ts"),
  route("api/booking/slots", "routes/api.booking.slots.ts"),
  route("api/booking/coupon", "routes/api.booking.coupon.ts"),
  route("api/event-registrations", "routes/api.event-registrations.ts"),
  route("api/gifts", "routes/api.gifts.ts"),
  // Google Calendar sync
  route("api/google-calendar/callback", "routes/api.google-calendar.callback.ts"),
  route("api/google-calendar/notifications", "routes/api.google-calendar.notifications.ts"),
  // For search engines
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
