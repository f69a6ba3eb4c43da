/** A small spinning ring; `label` is read by screen readers. */
export function Spinner({ label, className = 'h-5 w-5' }: { label?: string; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <span className={`${className} animate-spin rounded-full border-2 border-current border-t-transparent`} aria-hidden="true" />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
