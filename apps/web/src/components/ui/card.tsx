import type { ReactNode } from 'react';

/** A titled card of the logged-in screens (dashboard). `tone` 'alert' for the emergency card. */
export function Card({ title, children, tone = 'plain', testId }: { title: string; children: ReactNode; tone?: 'plain' | 'alert'; testId?: string }) {
  const frame =
    tone === 'alert' ? 'bg-red-50 ring-red-200 dark:bg-red-950/60 dark:ring-red-900' : 'bg-white ring-slate-200 dark:bg-slate-900 dark:ring-slate-800';
  const heading = tone === 'alert' ? 'text-red-800 dark:text-red-200' : 'text-slate-500 dark:text-slate-400';
  return (
    <section className={`min-w-0 rounded-2xl p-5 shadow-sm ring-1 narrow:p-3 ${frame}`} data-testid={testId}>
      <h2 className={`text-sm font-semibold tracking-wide uppercase ${heading}`}>{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}
