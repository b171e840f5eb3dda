/** The practice's mark: two arcs meeting, a bridge. Inline so it costs no request. */
export function Logo({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <circle cx="16" cy="16" r="15" fill="#2f6855" />
      <path d="M7 21c2.5-6 6-9 9-9s6.5 3 9 9" fill="none" stroke="#f4ede1" strokeWidth="2.4" strokeLinecap="round" />
      <path
        d="M11 21c1.6-3.2 3.2-4.6 5-4.6s3.4 1.4 5 4.6"
        fill="none"
        stroke="#e7b98f"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
