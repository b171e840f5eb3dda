import { ROLE_LABEL, USER_TEXT } from "@domain/admin-people";
import { ROLES } from "@domain/enums";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { SelectField } from "~/components/ui/select-field";
import { useDialogAnswer } from "../use-dialog-answer";
import type { UserChoice } from "./user-view";

const TEXTS = { success: USER_TEXT.roleChanged, failed: USER_TEXT.roleFailed };

/** Change role: one role per person (spec 001 §3 user_roles); recorded in the audit log. */
export function RoleDialog({ user, action, onClose }: { user: UserChoice | null; action: string; onClose(): void }) {
  const { fetcher, busy } = useDialogAnswer(TEXTS, onClose);
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
          <SelectField
            label="Role"
            name="role"
            defaultValue={user.role}
            options={ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role] }))}
          />
          <DialogActions onCancel={onClose} submit="Save role" busyLabel="Saving..." busy={busy} />
        </fetcher.Form>
      ) : null}
    </Dialog>
  );
}
