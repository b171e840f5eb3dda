import {
  AUDIO_ONLY_BELOW_KBPS,
  CONNECTION_PROBE_BYTES,
  connectionAdvice,
  JOIN_TEXT,
  measuredKbps,
} from "@domain/video";
import { useRef, useState } from "react";

type Check =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "done"; kbps: number; devices: string; audioOnly: boolean }
  | { state: "failed"; message: string };

/** Asks for the camera and microphone and lets them go at once: the room will ask again. */
async function devicePermission(): Promise<string> {
  if (!navigator.mediaDevices?.getUserMedia) return "This browser cannot use a camera or microphone here.";
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
    for (const track of stream.getTracks()) track.stop();
    return "Camera and microphone: allowed.";
  } catch {
    return "Camera or microphone: not allowed or not found. You can still join and allow them in the room.";
  }
}

/** Times a small download of random bytes from our own server. */
async function downloadSpeed(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`/api/video/probe?at=${Date.now()}`, { cache: "no-store" });
  const bytes = (await response.arrayBuffer()).byteLength || CONNECTION_PROBE_BYTES;
  return measuredKbps(bytes, performance.now() - started);
}

/**
 * The check before joining: camera and microphone permission and a speed estimate; below the
 * threshold it ticks "audio only" for her (she can untick it). Without scripts the box is there
 * to tick by hand.
 */
export function ConnectionCheck({ form }: { form: string }) {
  const [check, setCheck] = useState<Check>({ state: "idle" });
  // Not a controlled input: a box ticked before the scripts arrive stays ticked.
  const audioOnly = useRef<HTMLInputElement>(null);

  async function run() {
    setCheck({ state: "checking" });
    try {
      const [devices, kbps] = await Promise.all([devicePermission(), downloadSpeed()]);
      const slow = connectionAdvice(kbps) === "audio-only";
      if (slow && audioOnly.current) audioOnly.current.checked = true;
      setCheck({ state: "done", kbps, devices, audioOnly: slow });
    } catch {
      setCheck({ state: "failed", message: "The check could not reach the practice. Your connection may be down." });
    }
  }

  return (
    <section aria-labelledby="check-heading" className="mt-6 rounded-lg border border-stone-200 p-4">
      <h2 id="check-heading" className="font-semibold">
        Check your connection
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        A quick test of your camera, microphone and internet speed (below {AUDIO_ONLY_BELOW_KBPS} kbps, audio only works
        better).
      </p>
      <button
        type="button"
        onClick={run}
        disabled={check.state === "checking"}
        className="mt-3 rounded-full border border-brand-600 px-4 py-2 text-brand-700"
      >
        {check.state === "checking" ? "Checking…" : "Check my connection"}
      </button>
      <div role="status" aria-live="polite" className="mt-3 text-sm">
        {check.state === "done" ? (
          <>
            <p>{check.devices}</p>
            <p>Speed: about {check.kbps} kbps.</p>
            {check.audioOnly ? <p className="font-medium text-amber-800">{JOIN_TEXT.audioOnly}</p> : null}
          </>
        ) : check.state === "failed" ? (
          <p className="text-red-700">{check.message}</p>
        ) : null}
      </div>
      <label className="mt-3 flex items-center gap-2">
        <input ref={audioOnly} type="checkbox" name="audioOnly" form={form} />
        Join with audio only
      </label>
    </section>
  );
}
