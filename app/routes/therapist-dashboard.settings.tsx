import { getDb } from "@server/db";
import { requireTherapist } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import { changeMyCalendarFeed, getMyCalendarFeed, isCalendarFeedIntent } from "@server/modules/calendar-feeds";
import { getNotificationChoices } from "@server/modules/notifications";
import { getMyProfile, timeZoneChoices, updateProfile } from "@server/modules/profile";
import { getPayoutDetails, saveNotificationChoices, savePayoutDetails } from "@server/modules/staff";
import { getMyVideoRoom, setMyVideoRoom } from "@server/modules/video";
import { CalendarFeedPanel, shownAddress } from "~/components/calendar-feed-panel";
import { ProfileForm } from "~/components/profile-form";
import { AvailabilityEditor } from "~/features/staff/settings/availability-editor";
import {
  isAvailabilityIntent,
  loadAvailability,
  saveAvailabilityIntent,
} from "~/features/staff/settings/availability-page.server";
import { DaysOff } from "~/features/staff/settings/days-off";
import { NotificationForm, PayoutForm, VideoRoomForm } from "~/features/staff/settings/preferences-forms";
import { failure, readForm } from "~/lib/action-result";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard.settings";

export const meta = staffTabMeta("Settings", "Your profile, notifications, payment info and availability.");

const ACTION = "/therapist-dashboard/settings";

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireTherapist(context);
  const db = await getDb();
  const [profile, choices, payout, availability, calendarFeed, videoRoom] = await Promise.all([
    getMyProfile(db, viewer),
    getNotificationChoices(db, viewer.userId),
    getPayoutDetails(db, viewer),
    loadAvailability(db, viewer),
    getMyCalendarFeed(db, viewer),
    getMyVideoRoom(db, viewer),
  ]);
  return {
    profile: { ...profile, version: JSON.stringify(profile) },
    zones: timeZoneChoices(profile.timezone),
    choices,
    payout,
    hasCalendarFeed: calendarFeed !== null,
    videoRoom,
    ...availability,
  };
}

/** Each form of the tab says what it saves by its intent. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireTherapist(context);
  const form = await readForm(request);
  const db = await getDb();
  try {
    if (isAvailabilityIntent(form.intent)) {
      await saveAvailabilityIntent(db, viewer, form.intent, form);
      return { ok: true as const, intent: form.intent };
    }
    if (isCalendarFeedIntent(form.intent)) {
      const { address } = await changeMyCalendarFeed(db, viewer, form.intent);
      return { ok: true as const, intent: form.intent, address };
    }
    switch (form.intent) {
      case "update-profile":
        await updateProfile(db, viewer, form);
        break;
      case "save-notifications":
        await saveNotificationChoices(db, viewer, form);
        break;
      case "save-payout":
        await savePayoutDetails(db, viewer, form);
        break;
      case "save-video-room":
        await setMyVideoRoom(db, viewer, form);
        break;
      default:
        throw new AppError("bad_request", "Unknown action");
    }
    return { ok: true as const, intent: form.intent };
  } catch (err) {
    return failure(err, "Your settings could not be saved just now. Please try again.");
  }
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
      {children}
    </section>
  );
}

export default function SettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <h2 className="font-serif text-2xl text-brand-900">Settings</h2>
      <Panel title="Profile">
        <h3 className="mb-4 font-semibold text-stone-900">Profile</h3>
        <ProfileForm profile={loaderData.profile} zones={loaderData.zones} action={ACTION} />
      </Panel>
      <Panel title="Availability">
        <AvailabilityEditor week={loaderData.week} action={ACTION} />
        <div className="mt-8">
          <DaysOff daysOff={loaderData.daysOff} action={ACTION} today={loaderData.today} />
        </div>
      </Panel>
      {/* The panel is its own labelled region. */}
      <div className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
        <CalendarFeedPanel
          hasFeed={loaderData.hasCalendarFeed}
          shown={shownAddress(actionData)}
          action={ACTION}
          headingLevel={3}
        />
      </div>
      <Panel title="Your video room">
        <VideoRoomForm roomUrl={loaderData.videoRoom} action={ACTION} />
      </Panel>
      <Panel title="Notification preferences">
        <NotificationForm choices={loaderData.choices} action={ACTION} />
      </Panel>
      <Panel title="Payment info">
        <PayoutForm payout={loaderData.payout} action={ACTION} />
      </Panel>
    </div>
  );
}
