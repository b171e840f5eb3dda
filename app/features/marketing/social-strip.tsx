import { SOCIAL_STRIP_VISIBILITY_THRESHOLD } from "@domain/timing";
import { Heart, MessageCircle } from "lucide-react";
import type { SocialPost } from "./about-content";
import { useSeen } from "./use-seen";

const countFormat = new Intl.NumberFormat("en-GB");

/**
 * Spec 000 §2.5 "Follow Our Journey". Server-rendered in full; only opacity animates, so
 * nothing moves when it fades in. Without scripting (`noscript:`) it is simply shown.
 */
export function SocialStrip({
  posts,
  profileUrl,
  handle,
}: {
  posts: readonly SocialPost[];
  profileUrl: string;
  handle: string;
}) {
  const { ref, seen } = useSeen<HTMLElement>(SOCIAL_STRIP_VISIBILITY_THRESHOLD);
  return (
    <section
      ref={ref}
      aria-labelledby="social-heading"
      className={`transition-opacity duration-700 motion-reduce:transition-none noscript:opacity-100 ${seen ? "opacity-100" : "opacity-0"}`}
    >
      <div className="mx-auto max-w-6xl px-6 py-14">
        <h2 id="social-heading" className="text-center font-serif text-3xl text-brand-900">
          Follow Our Journey
        </h2>
        <p className="mt-3 text-center text-stone-700">
          Reflections, gentle practices and news from the practice on Instagram, {handle}.
        </p>
        <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <a
                href={profileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 hover:ring-brand-500"
              >
                <img
                  src={post.image}
                  alt={post.imageAlt}
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-cover"
                />
                <div className="p-4">
                  <p className="text-sm leading-relaxed text-stone-800">{post.caption}</p>
                  <p className="mt-3 flex gap-4 text-sm text-stone-600">
                    <span className="inline-flex items-center gap-1">
                      <Heart className="size-4" aria-hidden="true" />
                      {countFormat.format(post.likes)}
                      <span className="sr-only"> likes</span>
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <MessageCircle className="size-4" aria-hidden="true" />
                      {countFormat.format(post.comments)}
                      <span className="sr-only"> comments</span>
                    </span>
                    <span className="sr-only">(opens Instagram in a new tab)</span>
                  </p>
                </div>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <a
            href={profileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            View more on Instagram<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </section>
  );
}
