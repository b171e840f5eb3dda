import { JOIN_TEXT, joinPath } from "@domain/video";

/**
 * The therapist's clients waiting in their session's room now, each with the way in: she admits
 * her client by joining. Updated live (the dashboard reloads on "waiting-room").
 */
export function WaitingRoom({
  waiting,
}: {
  waiting: readonly { sessionId: string; name: string; firstName: string }[];
}) {
  if (waiting.length === 0) return null;
  return (
    <section aria-label="Waiting room" className="mt-6 space-y-2">
      {waiting.map((client) => (
        <div
          key={client.sessionId}
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <p className="font-semibold text-amber-900">{JOIN_TEXT.waitingNotice(client.firstName)}</p>
          <a
            href={joinPath(client.sessionId)}
            className="rounded-full bg-brand-600 px-4 py-2 font-semibold text-white"
            aria-label={`Join the session with ${client.name}`}
          >
            Join
          </a>
        </div>
      ))}
    </section>
  );
}
