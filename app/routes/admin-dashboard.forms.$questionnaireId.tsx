import { requireAdmin } from "@server/http/role-guards";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { TabLoadError } from "~/components/tab-load-error";
import { loadQuestionnairePage, questionnaireAction } from "~/features/admin/forms/forms-page.server";
import { FORMS_BASE } from "~/features/admin/forms/forms-view";
import { QuestionnairePage } from "~/features/admin/forms/questionnaire-page";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.forms.$questionnaireId";

export const meta = staffTabMeta(
  "Edit form",
  "One of the practice's forms, its questions and versions.",
  "Admin Dashboard",
);

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadQuestionnairePage(requireAdmin(context), params.questionnaireId);
}

/** intent "add", "remove", "move", "required", "edit-text", "ask-again", "archive". */
export async function action({ request, params, context }: Route.ActionArgs) {
  return questionnaireAction(requireAdmin(context), params.questionnaireId, request);
}

export default function QuestionnaireRoute({ loaderData }: Route.ComponentProps) {
  return <QuestionnairePage view={loaderData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200">
        <h2 className="font-serif text-2xl text-brand-900">Form not found</h2>
        <p className="mt-2 text-stone-700">{String(error.data || "This form does not exist.")}</p>
        <Link to={FORMS_BASE} className="mt-4 inline-block font-medium text-brand-700 underline">
          All forms
        </Link>
      </section>
    );
  }
  return (
    <TabLoadError
      announce
      title="Error loading the form"
      message="The form could not be read just now. Please try again."
    />
  );
}
