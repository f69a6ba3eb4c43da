import { Fragment } from 'react';
import { usePreferences } from '../lib/preferences.ts';
import { latinRuns } from '../lib/latin-runs.ts';

/**
 * Text in the page's language that may hold words in Latin letters (an email address, "SMS", "WHO", a
 * name typed in English): on a Nepali page each such run is marked `lang="en"`, so a screen reader
 * reads it with an English voice instead of spelling it out in a Nepali one. On an English page the
 * text is as it is.
 */
export function MixedText({ text }: { text: string }) {
  const { lang } = usePreferences();
  if (lang !== 'ne') return text;
  return (
    <>
      {latinRuns(text).map((run, i) =>
        run.latin ? (
          <span key={i} lang="en">
            {run.text}
          </span>
        ) : (
          <Fragment key={i}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
