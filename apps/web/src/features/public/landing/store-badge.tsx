/** An app store badge drawn here (no downloaded picture): the store's mark and its call to action. */
export function StoreBadge({ store, href, label }: { store: 'apple' | 'google'; href: string; label: string }) {
  return (
    <a
      href={href}
      rel="noopener"
      className="inline-flex min-h-12 max-w-full items-center gap-2 rounded-xl bg-black px-3 text-white ring-1 ring-slate-700 hover:bg-slate-800"
    >
      {store === 'apple' ? (
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="currentColor">
          <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.1-1.2 2.9-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3.6 2.3 13.4 12l-9.8 9.7c-.4-.2-.6-.6-.6-1.1V3.4c0-.5.2-.9.6-1.1z" fill="#34a853" />
          <path d="m16.8 8.6-3.4 3.4-9.8-9.7c.3-.2.8-.2 1.2 0z" fill="#fbbc04" />
          <path d="M16.8 15.4 4.8 21.7c-.4.2-.9.2-1.2 0l9.8-9.7z" fill="#ea4335" />
          <path d="m20.3 10.6-3.5-2-3.4 3.4 3.4 3.4 3.5-2c.9-.5.9-2.3 0-2.8z" fill="#4285f4" />
        </svg>
      )}
      <span className="min-w-0 text-sm leading-tight font-semibold">{label}</span>
    </a>
  );
}
