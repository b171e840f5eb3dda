import type { HomeworkStatus } from "@domain/enums";
import { HOMEWORK_STATUS_LABEL, HOMEWORK_TEXT } from "@domain/homework";
import { Plus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, useFetcher, useSubmit } from "react-router";
import { ClientSelect } from "~/components/client-select";
import { NoScriptFilterButton } from "~/components/dashboard-parts";
import { useFetcherToast } from "~/components/fetcher-toast";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { Field, TextAreaField } from "~/components/ui/field";
import { EmptyNote, Section } from "~/components/ui/section";
import { postThrough } from "~/lib/post-form";
import { ShowMore } from "../staff-parts";

export interface StaffHomeworkView {
  id: string;
  clientName: string;
  therapistName?: string;
  title: string;
  description: string | null;
  /** "12 December 2026", or null. */
  due: string | null;
  status: HomeworkStatus;
  response: string | null;
  submitted: string | null;
}

type Answer = { ok: true } | { ok: false; error: string; fields?: Record<string, string> };

const STATUS_BADGE: Record<HomeworkStatus, string> = {
  assigned: "bg-amber-100 text-amber-900",
  in_progress: "bg-blue-100 text-blue-900",
  completed: "bg-green-100 text-green-900",
  reviewed: "bg-stone-200 text-stone-800",
};

/** Shows a toast once a fetcher's answer is in: the success text, or `failed` with the server's reason. */
function useAnswerToast(answer: Answer | undefined, success: string, failed: string, onSuccess?: () => void) {
  const after = useRef(onSuccess);
  after.current = onSuccess;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      showToast((toast) => toast.success(success));
      after.current?.();
    } else showToast((toast) => toast.error(failed, { description: answer.error }));
  }, [answer, success, failed]);
}

function AssignDialog({ clients, action }: { clients: readonly { id: string; name: string }[]; action: string }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useAnswerToast(answer, HOMEWORK_TEXT.assigned, HOMEWORK_TEXT.assignError, () => setOpen(false));
  const fields = answer && !answer.ok ? (answer.fields ?? {}) : {};
  const onSubmit = postThrough(fetcher, action);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        <Plus aria-hidden className="size-4" /> Assign Homework
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Assign Homework">
        <form onSubmit={onSubmit} className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="assign" />
          <ClientSelect clients={clients} name="clientId" required error={fields.clientId} />
          <Field label="Title" name="title" required maxLength={200} error={fields.title} />
          <TextAreaField label="Description" name="description" rows={4} maxLength={5000} />
          <Field label="Due date (optional)" name="dueDate" type="date" error={fields.dueDate} />
          <DialogActions
            onCancel={() => setOpen(false)}
            submit="Assign"
            busyLabel="Assigning..."
            busy={fetcher.state !== "idle"}
          />
        </form>
      </Dialog>
    </>
  );
}

function ResponseDialog({ item }: { item: StaffHomeworkView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(true)}>
        View Response
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={item.title}
        description={`${item.clientName}'s response${item.submitted ? `, ${item.submitted}` : ""}`}
      >
        <p className="mt-4 whitespace-pre-wrap break-words rounded-lg bg-stone-50 p-4 text-stone-900">
          {item.response}
        </p>
        <div className="mt-4 flex justify-end">
          <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        </div>
      </Dialog>
    </>
  );
}

const REVIEW_FETCHER = "homework-review";
const REVIEW_TOASTS = { success: HOMEWORK_TEXT.reviewed, failed: "Error updating homework" };

/** Mark as Reviewed; the tab says how it went, since the button is gone once the homework is reviewed. */
function ReviewButton({ item, action }: { item: StaffHomeworkView; action: string }) {
  const fetcher = useFetcher({ key: REVIEW_FETCHER });
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="assignmentId" value={item.id} />
      <Button
        type="submit"
        size="sm"
        disabled={fetcher.state !== "idle" && fetcher.formData?.get("assignmentId") === item.id}
      >
        Mark as Reviewed
      </Button>
    </fetcher.Form>
  );
}

/**
 * The Homework tab (spec 001 §2, §4): the therapist's assignments, newest first, filtered by
 * client; Assign Homework; View Response on submitted ones; Mark as Reviewed only on completed.
 * An admin's (no `action`: reviewing is the therapist's) reads everyone's, with her own filters.
 */
export function HomeworkTab({
  items,
  clients,
  client,
  moreHref,
  action,
  filters,
}: {
  items: readonly StaffHomeworkView[];
  clients: readonly { id: string; name: string }[];
  client: string;
  moreHref: string | null;
  action?: string;
  filters?: React.ReactNode;
}) {
  const submit = useSubmit();
  const filterId = useId();
  useFetcherToast(REVIEW_FETCHER, REVIEW_TOASTS);
  return (
    <Section
      headingId="homework-heading"
      title="Homework"
      actions={
        <div className="flex flex-wrap items-center gap-3">
          {filters ?? (
            <Form method="get" onChange={(event) => void submit(event.currentTarget, { replace: true })}>
              <label htmlFor={filterId} className="sr-only">
                Filter by client
              </label>
              <select
                id={filterId}
                name="client"
                defaultValue={client}
                className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
              >
                <option value="">All clients</option>
                {clients.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
              <NoScriptFilterButton />
            </Form>
          )}
          {action ? <AssignDialog clients={clients} action={action} /> : null}
        </div>
      }
    >
      {items.length === 0 ? (
        <EmptyNote>No homework yet</EmptyNote>
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
            >
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">{item.title}</p>
                <p className="text-sm text-stone-700">
                  {item.clientName}
                  {item.therapistName ? ` · with ${item.therapistName}` : ""}
                  {item.due ? ` · due ${item.due}` : ""}
                </p>
                {item.description ? (
                  <p className="mt-1 line-clamp-2 text-sm text-stone-600">{item.description}</p>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[item.status]}`}>
                  {HOMEWORK_STATUS_LABEL[item.status]}
                </span>
                {item.response ? <ResponseDialog item={item} /> : null}
                {action && item.status === "completed" ? <ReviewButton item={item} action={action} /> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ShowMore href={moreHref} />
    </Section>
  );
}
