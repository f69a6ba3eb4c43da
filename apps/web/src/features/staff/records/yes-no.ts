/**
 * An optional yes/no question of the HMIS sheet (docs/decisions/025-hmis-month.md) as a select holds it:
 * '' (not recorded), 'yes' or 'no'; the API takes a boolean or nothing.
 */
export type YesNo = '' | 'yes' | 'no';

/**
 * The select's value as the API takes it: true, false, or undefined (not recorded: left out). A boolean is kept: a
 * form's schema may have turned the select's value into one already before its submit handler sees it.
 */
export function fromYesNo(v: string | boolean | undefined | null): boolean | undefined {
  if (typeof v === 'boolean') return v;
  return v === 'yes' ? true : v === 'no' ? false : undefined;
}

/** A stored answer as the select shows it. */
export function toYesNo(v: boolean | null | undefined): YesNo {
  return v === true ? 'yes' : v === false ? 'no' : '';
}

/** `values` with the named yes/no fields turned into booleans (and left out when not recorded). */
export function withYesNo<T extends Record<string, unknown>>(values: T, names: readonly string[]): T {
  const out: Record<string, unknown> = { ...values };
  for (const name of names) {
    const v = fromYesNo(out[name] as string | boolean | undefined);
    if (v === undefined) delete out[name];
    else out[name] = v;
  }
  return out as T;
}

type Translate = (key: string) => string;

/** A yes/no question's choices as a select lists them: not recorded, yes, no. */
export const yesNoChoices = (t: Translate) => [
  { value: '', label: t('records.hmis.notRecorded') },
  { value: 'yes', label: t('records.hmis.yes') },
  { value: 'no', label: t('records.hmis.no') },
];

/** A baby's sex as a select lists it (girl, boy, other), for registering, a birth and a stillbirth. */
export const sexChoices = (t: Translate) => [
  { value: 'female', label: t('records.girl') },
  { value: 'male', label: t('records.boy') },
  { value: 'other', label: t('records.otherSex') },
];
