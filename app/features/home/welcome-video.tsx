import { Play } from "lucide-react";

/**
 * Spec 000 §2.4's welcome video, loaded only when asked for: until the tap nothing is fetched
 * from the video platform (no cookies, no weight on the page's first load).
 *
 * The browser's own disclosure: the play button is the summary of a `<details>` whose content is
 * the player, a lazy frame that a closed `<details>` keeps from loading. A tap opens it before
 * (or without) scripts, with nothing for React to do (decision 0048); focus then goes to the player.
 */
export function WelcomeVideo({ videoId, directorName }: { videoId: string; directorName: string }) {
  return (
    <details
      onToggle={(event) => {
        // The button that had focus is gone; keep keyboard users where they were.
        if (event.currentTarget.open) event.currentTarget.querySelector("iframe")?.focus();
      }}
      className="group relative aspect-video w-full overflow-hidden rounded-2xl bg-brand-900 shadow-lg"
    >
      <summary className="absolute inset-0 flex size-full cursor-pointer list-none flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_30%_20%,#3f7f6a,#163329_70%)] text-white group-open:hidden [&::-webkit-details-marker]:hidden">
        <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg transition-transform group-hover:scale-105">
          <Play aria-hidden className="ml-1 size-7 fill-current" />
        </span>
        <span className="px-4 text-center font-medium">Play the welcome video from {directorName}</span>
        <span className="text-xs text-brand-100">Loads from YouTube when you press play</span>
      </summary>
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
        loading="lazy"
        title={`A welcome from ${directorName}`}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 size-full border-0"
      />
    </details>
  );
}
