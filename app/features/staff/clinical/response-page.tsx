import { ChevronLeft, FileText, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import type { ResponsePageView } from "./clinical-view";

/** One of a client's forms: her answers against the questions she saw, the score, a consent's signature. */
export function ResponsePage({
  response,
  clientName,
  backHref = `/therapist-dashboard/clients/${response.clientId}`,
}: {
  response: ResponsePageView;
  clientName: string;
  /** Her page on the reader's dashboard. */
  backHref?: string;
}) {
  const { score, signature } = response;
  return (
    <div className="space-y-6">
      <Link
        to={backHref}
        className="inline-flex items-center gap-1 text-sm text-brand-700 underline underline-offset-2"
      >
        <ChevronLeft aria-hidden className="size-4" /> {clientName}
      </Link>
      <section aria-labelledby="response-heading" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <h2 id="response-heading" className="text-xl font-semibold text-stone-900">
          {response.title}
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Version {response.version} · {response.status}
          {response.submitted ? ` · submitted ${response.submitted}` : ` · started ${response.started}`}
        </p>
        {score && "total" in score ? (
          <p className="mt-3 text-stone-900">
            Score: <strong>{score.total}</strong> of {score.maxTotal}, <strong>{score.band}</strong>
          </p>
        ) : score ? (
          <p className="mt-3 text-stone-700">Not scored: {score.missing} scored questions unanswered.</p>
        ) : null}
        {score && "selfHarm" in score && score.selfHarm ? (
          <p
            role="note"
            className="mt-2 flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-900"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            Item 9 (thoughts of self-harm) was answered above 0: follow up.
          </p>
        ) : null}
      </section>
      {signature ? (
        <section aria-labelledby="signature-heading" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
          <h3 id="signature-heading" className="font-semibold text-stone-900">
            Signature
          </h3>
          <dl className="mt-2 grid gap-1 text-sm">
            <dt className="font-medium text-stone-900">Signed</dt>
            <dd className="text-stone-700">{signature.when}</dd>
            <dt className="font-medium text-stone-900">From address</dt>
            <dd className="text-stone-700">{signature.ipAddress}</dd>
            <dt className="font-medium text-stone-900">Browser</dt>
            <dd className="break-words text-stone-700">{signature.userAgent}</dd>
            <dt className="font-medium text-stone-900">Text signed (SHA-256)</dt>
            <dd className="break-all font-mono text-xs text-stone-700">{signature.versionHash}</dd>
            <dd className="text-stone-700">
              {signature.matchesPublishedText
                ? "Matches the published text of this version."
                : "Does not match the published text of this version."}
            </dd>
          </dl>
          {signature.pdfHref ? (
            <a
              href={signature.pdfHref}
              target="_blank"
              rel="noreferrer"
              className="mt-3 inline-flex items-center gap-1 text-sm text-brand-700 underline underline-offset-2"
            >
              <FileText aria-hidden className="size-4" /> Signed document (PDF)
            </a>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="answers-heading" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <h3 id="answers-heading" className="font-semibold text-stone-900">
          Answers
        </h3>
        <div className="mt-3 space-y-3">
          {response.answers.map((item) =>
            item.display ? (
              <p key={item.linkId} className="whitespace-pre-line text-sm text-stone-600">
                {item.text}
              </p>
            ) : (
              <div key={item.linkId}>
                <p className="whitespace-pre-line text-sm font-medium text-stone-900">{item.text}</p>
                <p
                  className={`mt-0.5 whitespace-pre-line text-sm ${item.answer === null ? "italic text-stone-500" : "text-stone-800"}`}
                >
                  {item.answer ?? "Not answered"}
                </p>
              </div>
            ),
          )}
        </div>
      </section>
    </div>
  );
}
