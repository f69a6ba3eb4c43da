import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * WAI-ARIA tabs (a tablist and the selected tab's panel): arrow keys, Home and End move between the
 * tabs; only the selected tab is in the tab order. Controlled: the caller keeps the selected id.
 */
export function Tabs<Id extends string>({
  ids,
  selected,
  onSelect,
  label,
  idPrefix,
  labelOf,
  children,
}: {
  ids: readonly Id[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The tablist's accessible name. */
  label: string;
  /** Makes the tab and panel ids unique on the page. */
  idPrefix: string;
  labelOf: (id: Id) => ReactNode;
  children: ReactNode;
}) {
  const refs = useRef(new Map<Id, HTMLButtonElement | null>());

  function onKeyDown(e: KeyboardEvent) {
    const i = ids.indexOf(selected);
    const next = { ArrowRight: ids[(i + 1) % ids.length], ArrowLeft: ids[(i + ids.length - 1) % ids.length], Home: ids[0], End: ids[ids.length - 1] }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    onSelect(next);
    refs.current.get(next)?.focus();
  }

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className="grid gap-1 rounded-full bg-slate-100 p-1 dark:bg-slate-800"
        style={{ gridTemplateColumns: `repeat(${ids.length}, minmax(0, 1fr))` }}
        onKeyDown={onKeyDown}
      >
        {ids.map((id) => (
          <button
            key={id}
            ref={(el) => {
              refs.current.set(id, el);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${id}`}
            aria-selected={selected === id}
            aria-controls={`${idPrefix}-panel-${id}`}
            tabIndex={selected === id ? 0 : -1}
            onClick={() => onSelect(id)}
            className={`min-h-11 rounded-full px-3 font-semibold ${selected === id ? 'bg-white text-brand-800 shadow-sm dark:bg-slate-950 dark:text-brand-200' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'}`}
          >
            {labelOf(id)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-${selected}`} aria-labelledby={`${idPrefix}-tab-${selected}`}>
        {children}
      </div>
    </>
  );
}
