import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { requireClientAccess } from "@server/http/role-guards";
import { env } from "@server/lib/env";
import { AppError } from "@server/lib/errors";
import { changeMyCalendarFeed, getMyCalendarFeed, isCalendarFeedIntent } from "@server/modules/calendar-feeds";
import { getNotificationChoices, saveMyTextReminders } from "@server/modules/notifications";
import { getMyProfile, timeZoneChoices, updateProfile } from "@server/modules/profile";
import { listMyReceipts, MY_RECEIPTS_LIMIT } from "@server/modules/receipts";
import { CalendarFeedPanel, shownAddress } from "~/components/calendar-feed-panel";
import { ProfileForm } from "~/components/profile-form";
import { Section } from "~/components/ui/section";
import { DownloadMyData } from "~/features/client-portal/profile/download-my-data";
import { PaymentsAndReceipts } from "~/features/client-portal/profile/payments-and-receipts";
import { toReceiptRows } from "~/features/client-portal/profile/receipt-rows";
import { ReminderChoices } from "~/features/client-portal/profile/reminder-choices";
import { failure, readForm } from "~/lib/action-result";
import { portalTabMeta } from "~/lib/seo";
import type { Route } from "./+types/client-dashboard.profile";

export const meta = portalTabMeta("Profile", "Your details and your data.");

/**
 * The profile tab: the viewer's own profile, the zones they may choose, their calendar address
 * and their payments' receipts.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  const db = await getDb();
  const [profile, receipts, calendarFeed, choices] = await Promise.all([
    getMyProfile(db, viewer),
    listMyReceipts(db, viewer),
    getMyCalendarFeed(db, viewer),
    getNotificationChoices(db, viewer.userId),
  ]);
  return {
    // The fields' values make the version: the form shows the saved profile after each save.
    profile: { ...profile, version: JSON.stringify(profile) },
    zones: timeZoneChoices(profile.timezone),
    receipts: toReceiptRows(receipts, usableZone(profile.timezone)),
    receiptsLimit: MY_RECEIPTS_LIMIT,
    hasCalendarFeed: calendarFeed !== null,
    reminders: { smsReminders: choices.smsReminders, textsAvailable: Boolean(env().SMS_GATEWAY_URL) },
  };
}

/**
 * Saving the profile (intent "update-profile"): field messages come back beside the fields. The
 * calendar address's forms make, renew or revoke the viewer's own; "save-reminders" keeps her
 * choice of text reminders.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireClientAccess(context);
  const form = await readForm(request);
  try {
    if (isCalendarFeedIntent(form.intent)) {
      const { address } = await changeMyCalendarFeed(await getDb(), viewer, form.intent);
      return { ok: true as const, intent: form.intent, address };
    }
    if (form.intent === "save-reminders") {
      await saveMyTextReminders(await getDb(), viewer, { smsReminders: form.smsReminders });
      return { ok: true as const, intent: form.intent };
    }
    if (form.intent !== "update-profile") throw new AppError("bad_request", "Unknown action");
    await updateProfile(await getDb(), viewer, {
      firstName: form.firstName,
      lastName: form.lastName,
      phone: form.phone,
      timezone: form.timezone,
      bio: form.bio,
    });
    return { ok: true as const };
  } catch (err) {
    return failure(err, "Your profile could not be saved just now. Please try again.");
  }
}

export default function ProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <Section
        headingId="profile-heading"
        title="Your profile"
        className="rounded-2xl bg-white p-6 ring-1 ring-stone-200"
      >
        <div className="mt-5">
          <ProfileForm profile={loaderData.profile} zones={loaderData.zones} />
        </div>
      </Section>
      <div className="mt-10 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
        <CalendarFeedPanel hasFeed={loaderData.hasCalendarFeed} shown={shownAddress(actionData)} />
      </div>
      <div className="mt-10 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
        <ReminderChoices {...loaderData.reminders} />
      </div>
      <PaymentsAndReceipts rows={loaderData.receipts} limit={loaderData.receiptsLimit} />
      <DownloadMyData />
    </>
  );
}
