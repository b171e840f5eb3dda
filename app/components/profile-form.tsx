import type { getMyProfile } from "@server/modules/profile";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { NameFields } from "./name-fields";

/** The viewer's own profile as the server reads it. */
export type ProfileView = Awaited<ReturnType<typeof getMyProfile>> & {
  /** Changes whenever the saved profile does, so the form then shows what was saved. */
  version: string;
};

export type ProfileAnswer = { ok: true } | { ok: false; error: string; fields?: Record<string, string> };

/** Spec 001 §8 and the success toast of §8, verbatim. */
export const PROFILE_TEXT = {
  saved: "Profile updated successfully",
  error: "Error updating profile",
  saving: "Saving...",
} as const;

const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border px-3 py-2.5 text-stone-900 shadow-sm focus:border-brand-500 ${
    error ? "border-red-600" : "border-stone-300"
  }`;

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

function TimeZoneSelect({ initial, zones, error }: { initial: string; zones: readonly string[]; error?: string }) {
  const [zone, setZone] = useState(initial);
  const [deviceZone, setDeviceZone] = useState<string | null>(null);
  // Known only in the browser, after hydration.
  useEffect(() => {
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setDeviceZone(zones.includes(device) ? device : null);
  }, [zones]);
  return (
    <div>
      <label htmlFor="profile-timezone" className="block text-sm font-medium text-stone-800">
        Time zone
      </label>
      <select
        id="profile-timezone"
        name="timezone"
        value={zone}
        onChange={(event) => setZone(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`profile-timezone-hint${error ? " profile-timezone-error" : ""}`}
        className={inputClass(error)}
      >
        {zones.map((name) => (
          <option key={name} value={name}>
            {name.replaceAll("_", " ")}
          </option>
        ))}
      </select>
      <p id="profile-timezone-hint" className="mt-1 text-xs text-stone-600">
        Every date and time in your portal is shown in this zone.
      </p>
      {deviceZone && deviceZone !== zone ? (
        <button
          type="button"
          onClick={() => setZone(deviceZone)}
          className="mt-1 text-sm font-medium text-brand-700 underline underline-offset-4"
        >
          Use this device's time zone ({deviceZone.replaceAll("_", " ")})
        </button>
      ) : null}
      <FieldError id="profile-timezone-error" error={error} />
    </div>
  );
}

/** Toasts once per answer, once the page's data (and the welcome's name) has reloaded. */
function useProfileToasts(fetcher: { data?: ProfileAnswer; state: string }) {
  const seen = useRef<ProfileAnswer | undefined>(undefined);
  const { data, state } = fetcher;
  useEffect(() => {
    if (state !== "idle" || !data || seen.current === data) return;
    seen.current = data;
    if (data.ok) showToast((toast) => toast.success(PROFILE_TEXT.saved));
    else showToast((toast) => toast.error(PROFILE_TEXT.error, { description: data.error }));
  }, [data, state]);
}

/**
 * The profile form (spec 001 §5): first and last name required; phone, time zone and bio
 * optional. The server decides; its field messages appear beside the fields and nothing typed
 * is lost. After a save the form shows the profile as saved (trimmed, blanks cleared).
 */
export function ProfileForm({
  profile,
  zones,
  action,
}: {
  profile: ProfileView;
  zones: readonly string[];
  action?: string;
}) {
  const fetcher = useFetcher<ProfileAnswer>();
  const busy = fetcher.state !== "idle";
  const fields = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  useProfileToasts(fetcher);

  return (
    <fetcher.Form key={profile.version} method="post" action={action} noValidate className="space-y-5">
      <input type="hidden" name="intent" value="update-profile" />
      <NameFields saved={profile} errors={fields} className="grid gap-5 sm:grid-cols-2" />
      <div>
        <p className="text-sm font-medium text-stone-800">E-mail</p>
        <p className="mt-1 text-stone-900">{profile.email}</p>
      </div>
      <Field
        label="Phone (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        defaultValue={profile.phone ?? ""}
        error={fields?.phone}
      />
      <TimeZoneSelect initial={profile.timezone} zones={zones} error={fields?.timezone} />
      <div>
        <label htmlFor="profile-bio" className="block text-sm font-medium text-stone-800">
          Bio (optional)
        </label>
        <textarea
          id="profile-bio"
          name="bio"
          rows={4}
          maxLength={2000}
          defaultValue={profile.bio ?? ""}
          aria-invalid={fields?.bio ? true : undefined}
          aria-describedby={fields?.bio ? "profile-bio-error" : undefined}
          className={inputClass(fields?.bio)}
        />
        <FieldError id="profile-bio-error" error={fields?.bio} />
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? PROFILE_TEXT.saving : "Save Changes"}
      </Button>
    </fetcher.Form>
  );
}
