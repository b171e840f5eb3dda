import { USER_TEXT } from "@domain/admin-people";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { useDialogAnswer } from "../use-dialog-answer";
import type { UserChoice } from "./user-view";

const SUSPEND = { success: USER_TEXT.suspended, failed: USER_TEXT.suspendFailed };
const RESTORE = { success: USER_TEXT.restored, failed: USER_TEXT.restoreFailed };

/** Suspend (signed out everywhere, no sign-in) or restore an account, confirmed first. */
export function AccountDialog({
  user,
  mode,
  action,
  onClose,
}: {
  user: UserChoice | null;
  mode: "suspend" | "restore";
  action: string;
  onClose(): void;
}) {
  const { fetcher, busy } = useDialogAnswer(mode === "suspend" ? SUSPEND : RESTORE, onClose);
  const suspending = mode === "suspend";
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={suspending ? "Suspend account" : "Restore account"}
      description={
        user
          ? suspending
            ? `${user.name} is signed out everywhere at once and cannot sign in until the account is restored.`
            : `${user.name} can sign in again.`
          : undefined
      }
    >
      {user ? (
        <fetcher.Form method="post" action={action} className="mt-6">
          <input type="hidden" name="intent" value={mode} />
          <input type="hidden" name="userId" value={user.id} />
          <DialogActions
            onCancel={onClose}
            submit={suspending ? "Suspend" : "Restore"}
            busyLabel={suspending ? "Suspending..." : "Restoring..."}
            busy={busy}
            variant={suspending ? "danger" : "primary"}
          />
        </fetcher.Form>
      ) : null}
    </Dialog>
  );
}
