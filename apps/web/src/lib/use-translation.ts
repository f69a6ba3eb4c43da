import { useSyncExternalStore } from 'react';
import type { TFunction, i18n as I18n } from 'i18next';
import { i18n } from './i18n.ts';

/** What a component gets: `t` for the current language (a new function when it changes) and the i18next instance. */
export interface Translation {
  t: TFunction;
  i18n: I18n;
}

/** One answer per language, shared by every component: a render allocates nothing. */
const byLanguage = new Map<string, Translation>();

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const currentLanguage = () => i18n.language;

/**
 * The app's strings in the reader's language; the component draws again when she switches it. `t`
 * answers in the language current when it is called (a toast of a request sent before a switch is in
 * the new language), and is a new function after each switch, as react-i18next's was.
 * react-i18next's hook, which this replaced, did per component what only changes with the
 * language (a copy of the i18next instance on every mount, the namespace checks on every render):
 * 300 µs a component on a first screen, 21 ms of the demo mother's report (docs/decisions/020-translation-hook.md).
 * Every string is in the bundle or added before its screen draws (lib/feature-strings.ts), so
 * there is nothing to wait for.
 */
export function useTranslation(): Translation {
  const lng = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  let translation = byLanguage.get(lng);
  if (!translation) {
    translation = { t: i18n.getFixedT(null, 'translation'), i18n };
    byLanguage.set(lng, translation);
  }
  return translation;
}
