/**
 * Numbered pagination (spec §9: page range 3, margin pages 1): the first and last `margin` pages, `range`
 * pages around the current one, and '…' for the gaps. Pages are 1-based.
 */
export function pageItems(page: number, pages: number, range = 3, margin = 1): Array<number | 'gap'> {
  if (pages <= range + 2 * margin) return Array.from({ length: pages }, (_, i) => i + 1);
  let start = Math.max(1, page - Math.floor(range / 2));
  const end = Math.min(pages, start + range - 1);
  start = Math.max(1, end - range + 1);
  const items: Array<number | 'gap'> = [];
  for (let p = 1; p <= pages; p++) {
    if (p <= margin || p > pages - margin || (p >= start && p <= end)) items.push(p);
    else if (items[items.length - 1] !== 'gap') items.push('gap');
  }
  return items;
}

export function Pagination({
  page,
  pages,
  onPage,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: { nav: string; previous: string; next: string; page: (p: number) => string; number: (p: number) => string };
}) {
  if (pages <= 1) return null;
  const button = 'inline-flex h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-medium disabled:opacity-40';
  const plain = 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';
  return (
    <nav aria-label={labels.nav} className="mt-4">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button type="button" className={`${button} ${plain}`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {labels.previous}
          </button>
        </li>
        {pageItems(page, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={labels.page(item)}
                aria-current={item === page ? 'page' : undefined}
                className={`${button} ${item === page ? 'border-brand-700 bg-brand-700 text-white' : plain}`}
                onClick={() => onPage(item)}
              >
                {labels.number(item)}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={`${button} ${plain}`} disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {labels.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
