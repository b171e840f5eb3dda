import { getDb } from "@server/db";
import { clientIpOf } from "@server/http/load-context";
import { requireClientAccess } from "@server/http/role-guards";
import { AppError, isAppError } from "@server/lib/errors";
import { openMyForm, saveMyDraft, submitMyForm } from "@server/modules/clinical-responses";
import { data, isRouteErrorResponse, Link, type ShouldRevalidateFunctionArgs, useActionData } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { type FormAnswer, FormAnswering } from "~/features/client-portal/forms/form-answering";
import { postedAnswers, toFormPageView } from "~/features/client-portal/forms/form-view";
import { failure, rethrowAsResponse } from "~/lib/action-result";
import { portalTabMeta } from "~/lib/seo";
import type { Route } from "./+types/client-dashboard.forms.$questionnaireId";

export const meta = portalTabMeta("Form", "Answer a form for your therapist.");

/** The form, in her draft's version, with her answers so far. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  try {
    return toFormPageView(await openMyForm(await getDb(), viewer, params.questionnaireId), viewer.timezone);
  } catch (err) {
    rethrowAsResponse(err);
  }
}

const SAVE_FAILED = "Your answers could not be saved just now.";

/**
 * "save-draft" (the autosave, or Save for later) keeps the good answers and names the others;
 * "submit" sends them. A refused submit gives back what was posted, so that a page sent
 * without its script shows the answers again with the messages under them.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = requireClientAccess(context);
  const form = (await request.formData().catch(() => null)) ?? new FormData();
  const intent = form.get("intent");
  try {
    const db = await getDb();
    if (intent === "save-draft") {
      const saved = await saveMyDraft(db, viewer, { questionnaireId: params.questionnaireId, answers: form });
      return { ok: true, intent: "save-draft", errors: { ...saved.errors } } satisfies FormAnswer;
    }
    if (intent === "submit") {
      const done = await submitMyForm(db, viewer, {
        questionnaireId: params.questionnaireId,
        answers: form,
        ipAddress: clientIpOf(context),
        userAgent: request.headers.get("user-agent"),
      });
      return {
        ok: true,
        intent: "submit",
        title: done.title,
        score: done.score,
        selfHarm: done.selfHarm,
        signed: done.signedAt !== null,
      } satisfies FormAnswer;
    }
    throw new AppError("bad_request", "Unknown action");
  } catch (err) {
    if (isAppError(err)) {
      return data<FormAnswer>(
        { ok: false, error: err.message, fields: err.fields, submitted: postedAnswers(form) },
        { status: err.status },
      );
    }
    const refused = failure(err, SAVE_FAILED);
    return data<FormAnswer>({ ...refused.data, submitted: postedAnswers(form) }, refused.init ?? undefined);
  }
}

/** A network failure is not a refusal: the page keeps every answer and tries the save again. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { ok: false as const, error: SAVE_FAILED, retry: true };
  }
}

/** An autosave changes nothing the page shows: the form is not loaded again after it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "save-draft" ? false : defaultShouldRevalidate;
}

export default function FormRoute({ loaderData }: Route.ComponentProps) {
  const documentResult = useActionData<FormAnswer>();
  return (
    <Section
      headingId="form-title"
      title={loaderData.questionnaire.title}
      actions={
        <Link to=".." relative="path" className="text-sm font-medium text-brand-700 underline">
          All forms
        </Link>
      }
    >
      {loaderData.dueBy ? <p className="mt-1 text-sm text-stone-600">Due by {loaderData.dueBy}</p> : null}
      {loaderData.savedAt ? <p className="text-sm text-stone-600">Last saved {loaderData.savedAt}</p> : null}
      <div className="mt-6 max-w-2xl">
        <FormAnswering view={loaderData} documentResult={documentResult} />
      </div>
    </Section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string"
      ? error.data
      : "This form could not be opened just now. Please try again.";
  return (
    <Section headingId="form-title" title="Form">
      <p role="alert" className="mt-4 text-stone-800">
        {message}
      </p>
      <Link to=".." relative="path" className={`${buttonClass("secondary")} mt-4`}>
        All forms
      </Link>
    </Section>
  );
}
