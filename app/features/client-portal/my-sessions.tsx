import { Video } from "lucide-react";

export interface MySessionRow {
  id: string;
  date: string;
  time: string;
  durationMinutes: number;
  title: string;
  therapistName: string;
  meetingLink: string | null;
  awaitingPayment: boolean;
  paymentReference: string | null;
}

/** The client's upcoming sessions (spec 001 §4), each with its therapist, link or payment state. */
export function MySessions({ upcoming }: { upcoming: MySessionRow[] }) {
  return (
    <section aria-labelledby="sessions-heading" className="mt-10">
      <h2 id="sessions-heading" className="font-serif text-2xl text-brand-900">
        Upcoming sessions
      </h2>
      {upcoming.length === 0 ? (
        <p className="mt-3 text-stone-600">You have no upcoming session.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {upcoming.map((session) => (
            <li
              key={session.id}
              aria-label={`${session.title}, ${session.date}`}
              className="flex flex-wrap items-start justify-between gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
            >
              <div>
                <p className="font-semibold text-stone-900">{session.title}</p>
                <p className="text-sm text-stone-700">
                  {session.date} at {session.time} · {session.durationMinutes} minutes · with {session.therapistName}
                </p>
                {session.awaitingPayment ? (
                  <p className="mt-1 text-sm text-amber-900">
                    Held for you until we receive your payment
                    {session.paymentReference ? (
                      <>
                        {" "}
                        (reference <span className="font-mono font-semibold">{session.paymentReference}</span>)
                      </>
                    ) : null}
                    .
                  </p>
                ) : null}
              </div>
              <div className="flex items-center gap-2">
                {session.meetingLink ? (
                  <a
                    href={session.meetingLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
                  >
                    <Video aria-hidden className="size-4" />
                    Virtual: join
                  </a>
                ) : null}
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                    session.awaitingPayment ? "bg-amber-100 text-amber-900" : "bg-brand-100 text-brand-800"
                  }`}
                >
                  {session.awaitingPayment ? "Awaiting payment" : "Confirmed"}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
