import type { MeasureView, ResponseRowView } from "./clinical-view";
import { FormsSection } from "./forms-section";
import { MeasuresSection } from "./measures-section";

/** A client's form page on the reader's dashboard (a therapist's, or an admin's in an emergency). */
export const responsePageHref = (clientId: string, responseId: string, dashboard = "/therapist-dashboard") =>
  `${dashboard}/clients/${clientId}/forms/${responseId}`;

/** The client page's clinical sections: Measures, then Forms. */
export function ClientClinical({
  clientId,
  measures,
  responses,
  dashboard,
}: {
  clientId: string;
  /** Whose dashboard the form pages open in: the therapist's unless said. */
  dashboard?: string;
  /**
   * Null when her scores could not be opened; absent when the reader may not read them (an
   * administrator without emergency access sees that forms exist and when, nothing more).
   */
  measures?: readonly MeasureView[] | null;
  responses: readonly ResponseRowView[];
}) {
  const readable = measures !== undefined;
  const formHref = (responseId: string) => responsePageHref(clientId, responseId, dashboard);
  return (
    <div className="mt-6 space-y-6">
      {readable ? <MeasuresSection measures={measures} formHref={formHref} /> : null}
      <FormsSection responses={responses} formHref={readable ? formHref : undefined} />
    </div>
  );
}
