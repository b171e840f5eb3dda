/** The heading block of the event and community pages. */
export function PageIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children: React.ReactNode }) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h1 className="mt-2 font-serif text-4xl text-brand-900 sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-stone-700">{children}</p>
    </header>
  );
}
