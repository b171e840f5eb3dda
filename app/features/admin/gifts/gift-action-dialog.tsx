import { GIFT_ADMIN_TEXT, GIFT_VOID_REASON_MAX_LENGTH } from "@domain/gift-admin";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { Field, TextAreaField } from "~/components/ui/field";
import type { GiftActionKind, GiftAnswer, GiftRowView } from "./gift-view";

const TITLE: Record<GiftActionKind, string> = {
  void: "Void this gift certificate?",
  extend: "Extend this gift certificate",
  resend: "Send the gift e-mail again?",
};

const SUBMIT: Record<GiftActionKind, { label: string; busy: string }> = {
  void: { label: "Void Certificate", busy: "Voiding..." },
  extend: { label: "Extend", busy: "Extending..." },
  resend: { label: "Send Again", busy: "Sending..." },
};

const ERROR_TITLE: Record<GiftActionKind, string> = {
  void: GIFT_ADMIN_TEXT.voidError,
  extend: GIFT_ADMIN_TEXT.extendError,
  resend: GIFT_ADMIN_TEXT.resendError,
};

function whatHappens(kind: GiftActionKind, cert: GiftRowView) {
  const which = (
    <>
      The certificate ending <span className="font-mono font-semibold text-stone-900">{cert.codeHint}</span> for{" "}
      {cert.recipientName}
    </>
  );
  if (kind === "void")
    return (
      <>
        {which} will no longer be usable, whatever its balance ({cert.balance}).{" "}
        {cert.deliveryPending ? "Its e-mail has not gone yet and will not be sent. " : ""}This cannot be undone.
      </>
    );
  if (kind === "extend")
    return (
      <>
        {which} is valid until {cert.validUntil}. Choose its new last day.
      </>
    );
  return (
    <>
      {which} gets a new code, e-mailed with its card to {cert.recipientEmail} now. The old code stops working
      {cert.deliveryPending ? ", and the e-mail waiting for its delivery day is not sent" : ""}.
    </>
  );
}

/**
 * Void (with its reason), Extend (to a later day) or Send again, for one certificate, after the
 * admin confirms. A refusal with a field message (no reason, a day too early) keeps the dialog
 * open on that field; any other answer closes it, and the list is read again.
 */
export function GiftActionDialog({
  action,
  kind,
  cert,
  onClose,
}: {
  action: string;
  kind: GiftActionKind | null;
  cert: GiftRowView | null;
  onClose(): void;
}) {
  const fetcher = useFetcher<GiftAnswer>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const kindRef = useRef(kind);
  kindRef.current = kind;
  const [fields, setFields] = useState<Record<string, string>>({});
  const certId = cert?.id;

  // A dialog opened anew shows none of the last one's messages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening another action or certificate is what clears them.
  useEffect(() => setFields({}), [kind, certId]);

  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      showToast((toast) => toast.success(answer.title, { description: answer.description }));
      onCloseRef.current();
      return;
    }
    const title = kindRef.current ? ERROR_TITLE[kindRef.current] : GIFT_ADMIN_TEXT.voidError;
    showToast((toast) => toast.error(title, { description: answer.error }));
    if (answer.fields) setFields(answer.fields);
    else onCloseRef.current();
  }, [answer]);

  const open = kind !== null && cert !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={kind ? TITLE[kind] : ""}
      description={open ? whatHappens(kind, cert) : null}
    >
      {open ? (
        <fetcher.Form key={`${kind}-${cert.id}`} method="post" action={action} noValidate className="mt-6 space-y-4">
          <input type="hidden" name="intent" value={kind} />
          <input type="hidden" name="certificateId" value={cert.id} />
          {kind === "void" ? (
            <TextAreaField
              label="Reason"
              name="reason"
              required
              maxLength={GIFT_VOID_REASON_MAX_LENGTH}
              hint="Kept with the certificate and in the audit log."
              error={fields.reason}
            />
          ) : null}
          {kind === "extend" ? (
            <Field
              label="New last day"
              name="expiresOn"
              type="date"
              required
              min={cert.extendFrom}
              defaultValue={cert.extendFrom}
              hint="The certificate can be used until the end of this day (Accra time)."
              error={fields.expiresOn}
            />
          ) : null}
          <DialogActions
            onCancel={onClose}
            submit={SUBMIT[kind].label}
            busyLabel={SUBMIT[kind].busy}
            busy={busy}
            variant={kind === "void" ? "danger" : "primary"}
          />
        </fetcher.Form>
      ) : null}
    </Dialog>
  );
}
