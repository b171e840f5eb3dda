/** What the sessions tab's action answers a cancel or a reschedule (app/routes/client-dashboard._index.tsx). */
export type ChangeAnswer =
  | { ok: true; intent: "cancel" | "reschedule"; toast: { title: string; description: string }; refund: boolean }
  | { ok: false; error: string; fields?: Record<string, string> };
