import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { setToastsStay, useToastsStay } from '../../lib/toast-timing.ts';
import { MixedText } from '../mixed-text.tsx';

/** An on/off switch named by its visible label, with a hint under it. */
export function Switch({
  label,
  hint,
  on,
  busy,
  onChange,
  testId,
}: {
  label: string;
  hint: string;
  on: boolean;
  busy: boolean;
  onChange: () => void;
  testId: string;
}) {
  const labelId = useId();
  return (
    <div className="flex flex-wrap items-start justify-between gap-4 py-3">
      <div className="min-w-0 flex-1 basis-48">
        {/* the switch is named by this visible label, so words in English keep their lang="en" */}
        <p className="font-semibold" id={labelId}>
          <MixedText text={label} />
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <MixedText text={hint} />
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        disabled={busy}
        onClick={onChange}
        data-testid={testId}
        // a 44 px target around the drawn switch; its track stands out from the card in either state (WCAG 1.4.11)
        className="inline-flex h-11 w-16 shrink-0 items-center justify-center rounded-full disabled:opacity-60"
      >
        <span aria-hidden="true" className={`relative h-8 w-14 rounded-full transition-colors ${on ? 'bg-brand-700' : 'bg-slate-500'}`}>
          <span className={`absolute top-1 h-6 w-6 rounded-full bg-white shadow transition-all ${on ? 'left-7' : 'left-1'}`} />
        </span>
      </button>
    </div>
  );
}

/** "Messages stay until I close them": the toasts' time limit turned off on this phone (lib/toast-timing.ts). */
export function ToastsStaySwitch() {
  const { t } = useTranslation();
  const stay = useToastsStay();
  return (
    <Switch
      label={t('prefs.toastsStay.label')}
      hint={t('prefs.toastsStay.hint')}
      on={stay}
      busy={false}
      onChange={() => setToastsStay(!stay)}
      testId="toasts-stay-switch"
    />
  );
}
