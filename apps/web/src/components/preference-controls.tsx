import { useTranslation } from '../lib/use-translation.ts';
import { MoonIcon, SunIcon } from './ui/icons.tsx';
import { setPreference, usePreferences } from '../lib/preferences.ts';

const chip =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-full border border-slate-500 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:border-slate-400 dark:text-slate-200 dark:hover:bg-slate-800';

/** Theme, language and (optionally) calendar switches; each applies at once and persists. */
export function PreferenceControls({ showCalendar = false }: { showCalendar?: boolean }) {
  const { t } = useTranslation();
  const { theme, lang, calendar } = usePreferences();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={chip}
        lang={lang === 'en' ? 'ne' : 'en'}
        onClick={() => setPreference('lang', lang === 'en' ? 'ne' : 'en')}
        aria-label={t('prefs.language.switchTo')}
        title={t('prefs.language.switchTo')}
        data-testid="toggle-language"
      >
        <span className="lang-name">{t('prefs.language.short')}</span>
      </button>
      {showCalendar ? (
        <button
          type="button"
          className={chip}
          onClick={() => setPreference('calendar', calendar === 'ad' ? 'bs' : 'ad')}
          aria-label={calendar === 'ad' ? t('prefs.calendar.switchToBs') : t('prefs.calendar.switchToAd')}
          title={calendar === 'ad' ? t('prefs.calendar.switchToBs') : t('prefs.calendar.switchToAd')}
          data-testid="toggle-calendar"
        >
          {calendar === 'ad' ? t('prefs.calendar.bs') : t('prefs.calendar.ad')}
        </button>
      ) : null}
      <button
        type="button"
        className={chip}
        onClick={() => setPreference('theme', theme === 'light' ? 'dark' : 'light')}
        aria-label={theme === 'light' ? t('prefs.theme.toDark') : t('prefs.theme.toLight')}
        title={theme === 'light' ? t('prefs.theme.toDark') : t('prefs.theme.toLight')}
        data-testid="toggle-theme"
      >
        {theme === 'light' ? <MoonIcon className="h-5 w-5" /> : <SunIcon className="h-5 w-5" />}
      </button>
    </div>
  );
}
