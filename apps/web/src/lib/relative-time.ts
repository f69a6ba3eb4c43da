/** The unit and count of "N units ago" (spec §2: seconds, minutes, hours, days, weeks, months, years). */
export function relativeTime(then: Date, now: Date): { unit: 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years'; count: number } {
  const s = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (s < 60) return { unit: 'seconds', count: s };
  const m = Math.floor(s / 60);
  if (m < 60) return { unit: 'minutes', count: m };
  const h = Math.floor(m / 60);
  if (h < 24) return { unit: 'hours', count: h };
  const d = Math.floor(h / 24);
  if (d < 7) return { unit: 'days', count: d };
  if (d < 30) return { unit: 'weeks', count: Math.floor(d / 7) };
  if (d < 365) return { unit: 'months', count: Math.floor(d / 30.44) || 1 };
  return { unit: 'years', count: Math.floor(d / 365.25) || 1 };
}
