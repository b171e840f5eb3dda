import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";

export interface BreakGlassView {
  /** Her emergency access, while it lasts: "until 14:05 GMT". */
  activeUntil: string | null;
  minutes: number;
  reasonLimits: { min: number; max: number };
}

/**
 * "Break the glass": an administrator sees only that a record exists; to read it in an emergency
 * she gives a reason, which the client's therapist is told at once and the audit log keeps. A
 * plain form post, so it works before the page's scripts arrive; the reason typed stays in the
 * box when it is refused.
 */
export function BreakGlassForm({ view, error, reason }: { view: BreakGlassView; error?: string; reason?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "break-glass";
  if (view.activeUntil) {
    return (
      <p role="status" className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
        You have emergency access to this record {view.activeUntil}. Every read is in the audit log, and her therapist
        has been told.
      </p>
    );
  }
  return (
    <Form method="post" className="mt-4 space-y-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <p className="text-sm text-stone-700">
        An administrator sees that a record exists and when it changed, never what it says. In an emergency you may open
        it for {view.minutes} minutes: say why. Her therapist is told at once, and the audit log keeps your reason.
      </p>
      <input type="hidden" name="intent" value="break-glass" />
      <TextAreaField
        label="Why do you need to read this record?"
        name="reason"
        required
        minLength={view.reasonLimits.min}
        maxLength={view.reasonLimits.max}
        defaultValue={reason}
        error={error}
        rows={3}
      />
      <Button type="submit" variant="danger" disabled={busy}>
        {busy ? "Opening..." : "Open the record in an emergency"}
      </Button>
    </Form>
  );
}
