import { USER_TEXT } from "@domain/admin-people";
import { formatLongDate } from "@domain/long-date";
import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import { setUserRole } from "@server/modules/accounts";
import { listUsers, restoreUser, suspendUser } from "@server/modules/admin-people";
import { UsersTab } from "~/features/admin/users/users-tab";
import { failure, readForm } from "~/lib/action-result";
import { listPage } from "~/lib/list-page";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.users";

export const meta = staffTabMeta("Users", "Everyone with an account.", "Admin Dashboard");

const ACTION = "/admin-dashboard/users";

/** ?q= searches by name or e-mail, ?role= narrows to one role, ?page= pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const list = await listUsers(await getDb(), viewer, {
    q: params.get("q"),
    role: params.get("role"),
    page: params.get("page"),
  });
  const zone = usableZone(viewer.timezone);
  return {
    ...listPage(list),
    role: list.role,
    users: list.users.map((u) => ({
      id: u.id,
      name: `${u.firstName} ${u.lastName}`,
      email: u.email,
      role: u.role,
      suspendedSince: u.suspendedAt ? formatLongDate(u.suspendedAt, zone) : null,
      joined: formatLongDate(u.joinedAt, zone),
      isSelf: u.id === viewer.userId,
    })),
  };
}

const fallback = (intent: string | undefined) =>
  intent === "suspend"
    ? USER_TEXT.suspendFailed
    : intent === "restore"
      ? USER_TEXT.restoreFailed
      : USER_TEXT.roleFailed;

/** intent "set-role" (userId, role), "suspend" or "restore" (userId). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireAdmin(context);
  const form = await readForm(request);
  const db = await getDb();
  try {
    if (form.intent === "set-role") {
      await setUserRole(db, viewer, { userId: form.userId ?? "", role: form.role });
      return { ok: true as const };
    }
    if (form.intent === "suspend") {
      await suspendUser(db, viewer, form);
      return { ok: true as const };
    }
    if (form.intent === "restore") {
      await restoreUser(db, viewer, form);
      return { ok: true as const };
    }
    throw new AppError("bad_request", "Unknown action");
  } catch (err) {
    return failure(err, fallback(form.intent));
  }
}

export default function UsersRoute({ loaderData }: Route.ComponentProps) {
  return <UsersTab view={loaderData} action={ACTION} />;
}
