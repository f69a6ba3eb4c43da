import { useEffect, useState } from 'react';
import { useOnline } from '../../lib/use-online.ts';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { staffPaths } from '../../lib/paths.ts';
import { duplicateQuery, usePossibleDuplicates } from './api/get-possible-duplicates.ts';

/**
 * Before a registration: who of her health post's people may be the same person (the same number, or a close name
 * with the same LMP or birth date), each with a link to the record. Checked online only, and it says so offline.
 */
export function PossibleDuplicatesNotice({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation();
  const online = useOnline();
  // asked once the typing pauses, not at every key
  const [query, setQuery] = useState<string | null>(null);
  const next = duplicateQuery(values);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(next), 400);
    return () => clearTimeout(timer);
  }, [next]);
  const found = usePossibleDuplicates(query, online);
  if (!online) {
    return (
      <p className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800" data-testid="duplicates-offline">
        {t('staff.register.duplicatesOffline')}
      </p>
    );
  }
  const people = found.data?.people ?? [];
  if (!people.length) return null;
  return (
    <div role="status" className="rounded-lg border-2 border-amber-500 bg-amber-50 p-3 dark:bg-amber-950/40" data-testid="possible-duplicates">
      <p className="font-semibold">{t('staff.register.possibleDuplicates')}</p>
      <ul className="mt-1 list-disc pl-5">
        {people.map((p) => (
          <li key={p.id}>
            <Link className="font-medium underline" to={staffPaths.person(p.id)}>
              {p.full_name}
            </Link>{' '}
            · {p.mobile_number} · {t(p.reason === 'sameNumber' ? 'staff.register.sameNumber' : 'staff.register.closeName')}
          </li>
        ))}
      </ul>
    </div>
  );
}
