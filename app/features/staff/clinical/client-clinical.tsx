import type { MeasureView, ResponseRowView } from "./clinical-view";
import { FormsSection } from "./forms-section";
import { MeasuresSection } from "./measures-section";

export const responsePageHref = (clientId: string, responseId: string) =>
  `/therapist-dashboard/clients/${clientId}/forms/${responseId}`;

/** The client page's clinical sections: Measures, then Forms. */
export function ClientClinical({
  clientId,
  measures,
  responses,
}: {
  clientId: string;
  /** Null when her scores could not be opened. */
  measures: readonly MeasureView[] | null;
  responses: readonly ResponseRowView[];
}) {
  const formHref = (responseId: string) => responsePageHref(clientId, responseId);
  return (
    <div className="mt-6 space-y-6">
      <MeasuresSection measures={measures} formHref={formHref} />
      <FormsSection responses={responses} formHref={formHref} />
    </div>
  );
}
