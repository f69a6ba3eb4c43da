import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Office } from '@mamata/core/schemas/public';
import { usePreferences } from '../../../lib/preferences.ts';
import { fieldBorder } from '../../../components/ui/field-border.ts';

/** Spec §9: list max height 300, min height 140, page keys move by 5. */
const LIST_MAX_HEIGHT_PX = 300;
const LIST_MIN_HEIGHT_PX = 140;
const PAGE_SIZE = 5;

/** Case- and accent-insensitive text for matching typed search against English and Nepali names. */
function fold(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * A searchable, clearable select (WAI-ARIA combobox with a listbox). Matches English and Nepali
 * names and the palika; the list opens below the input inside the dialog and scrolls into view,
 * so it stays usable with the on-screen keyboard open on a phone.
 */
export function HealthPostSelect(props: {
  offices: Office[];
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  // A blur closes the list a moment later (so a tap on an option still lands); focusing or typing
  // again before then must cancel that, or the list would close under her fingers.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openList = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const label = (o: Office) => (lang === 'ne' ? o.name_ne : o.name);
  const selected = props.offices.find((o) => o.office_type_id === props.value) ?? null;

  const matches = useMemo(() => {
    const q = fold(query.trim());
    if (!q) return props.offices;
    return props.offices.filter((o) => [o.name, o.name_ne, o.palika, o.palika_ne, o.address].some((s) => fold(s).includes(q)));
  }, [props.offices, query]);

  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);
  useEffect(() => {
    if (open) listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  function choose(o: Office) {
    props.onChange(o.office_type_id);
    setQuery('');
    setOpen(false);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    const last = matches.length - 1;
    const move = (to: number) => {
      e.preventDefault();
      openList();
      setActive(Math.max(0, Math.min(last, to)));
    };
    switch (e.key) {
      case 'ArrowDown':
        return move(open ? active + 1 : active);
      case 'ArrowUp':
        return move(active - 1);
      case 'PageDown':
        return move(active + PAGE_SIZE);
      case 'PageUp':
        return move(active - PAGE_SIZE);
      case 'Home':
        return open ? move(0) : undefined;
      case 'End':
        return open ? move(last) : undefined;
      case 'Enter': {
        const o = matches[active];
        if (open && o) {
          e.preventDefault();
          choose(o);
        }
        return;
      }
      case 'Escape':
        if (open) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
        }
        return;
    }
  }

  const activeOption = open ? matches[active] : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700 dark:text-slate-200">
        {t('healthPostForm.healthPost')}
      </label>
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${id}-opt-${activeOption.office_type_id}` : undefined}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          autoComplete="off"
          placeholder={selected ? label(selected) : t('healthPostForm.select')}
          title={t('healthPostForm.search')}
          value={open ? query : selected ? label(selected) : ''}
          onChange={(e) => {
            setQuery(e.target.value);
            openList();
          }}
          onClick={openList}
          onBlur={() => {
            closeTimer.current = setTimeout(() => setOpen(false), 150);
          }}
          onKeyDown={onKeyDown}
          className={`block w-full rounded-xl border bg-white py-3 pr-20 pl-4 text-base dark:bg-slate-900 ${fieldBorder(props.error)}`}
        />
        <div className="absolute inset-y-0 right-0 flex items-center">
          {selected ? (
            <button
              type="button"
              aria-label={t('healthPostForm.clear')}
              onClick={() => {
                props.onChange(null);
                setQuery('');
              }}
              className="inline-flex h-11 w-11 items-center justify-center text-xl text-slate-500 hover:text-slate-900 dark:hover:text-white"
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
          <span aria-hidden="true" className="pr-3 text-slate-500">
            ▾
          </span>
        </div>
      </div>
      {open ? (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={t('healthPostForm.healthPost')}
          style={{ maxHeight: LIST_MAX_HEIGHT_PX, minHeight: LIST_MIN_HEIGHT_PX }}
          className="mt-1 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {props.status === 'loading' ? <li className="px-4 py-3 text-slate-500">{t('common.loading')}</li> : null}
          {props.status === 'error' ? (
            <li className="px-4 py-3 text-red-700 dark:text-red-300">
              {t('healthPostForm.loadFailed')}{' '}
              <button type="button" className="underline" onMouseDown={(e) => e.preventDefault()} onClick={props.onRetry}>
                {t('common.retry')}
              </button>
            </li>
          ) : null}
          {props.status === 'ready' && matches.length === 0 ? <li className="px-4 py-3 text-slate-500">{t('healthPostForm.noResults')}</li> : null}
          {props.status === 'ready'
            ? matches.map((o, i) => (
                <li
                  key={o.office_type_id}
                  id={`${id}-opt-${o.office_type_id}`}
                  role="option"
                  aria-selected={o.office_type_id === props.value}
                  data-index={i}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(o)}
                  className={`cursor-pointer px-4 py-3 ${i === active ? 'bg-brand-50 dark:bg-slate-800' : ''} ${o.office_type_id === props.value ? 'font-semibold' : ''}`}
                >
                  <span className="block">{label(o)}</span>
                  <span className="block text-xs text-slate-500 dark:text-slate-400">{lang === 'ne' ? o.palika_ne : o.palika}</span>
                </li>
              ))
            : null}
        </ul>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
