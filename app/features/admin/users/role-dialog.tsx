import { ROLE_LABEL, USER_TEXT } from "@domain/admin-people";
import { ROLES } from "@domain/enums";
import { useId } from "react";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { useDialogAnswer } from "../use-dialog-answer";
import type { UserChoice } from "./user-view";

const TEXTS = { success: USER_TEXT.roleChanged, failed: USER_TEXT.roleFailed };

/** Change role: one role per person (spec 001 §3 user_roles); recorded in the audit log. */
export function RoleDialog({ user, action, onClose }: { user: UserChoice | null; action: string; onClose(): void }) {
  const { fetcher, busy } = useDialogAnswer(TEXTS, onClose);
  const selectId = useId();
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Change role"
      description={
        user
          ? `${user.name}'s role is ${ROLE_LABEL[user.role]}.${user.isSelf ? " This is your own account." : ""}`
          : undefined
      }
    >
      {user ? (
        <fetcher.Form method="post" action={action} className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="set-role" />
          <input type="hidden" name="userId" value={user.id} />
          <div>
            <label htmlFor={selectId} className="text-sm font-medium text-stone-800">
              Role
            </label>
            <select
              id={selectId}
              name="role"
              defaultValue={user.role}
              className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900"
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABEL[role]}
                </option>
              ))}
            </select>
          </div>
          <DialogActions onCancel={onClose} submit="Save role" busyLabel="Saving..." busy={busy} />
        </fetcher.Form>
      ) : null}
    </Dialog>
  );
}
