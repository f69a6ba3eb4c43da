import { useCallback, useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import { clearDraft, readDraft, saveDraft } from './form-draft.ts';

/**
 * react-hook-form's `useForm` whose values are kept as a draft under `key` while they are typed
 * (lib/form-draft.ts, docs/decisions/021-form-drafts.md; no key: nothing is kept). The form starts
 * from `defaults` with the draft's fields over them; `restored` says it did (the form shows a note),
 * and `forget()` ends the draft once what was typed is saved or dropped.
 */
export function useDraftedForm<T extends FieldValues, C = unknown, O = T>(
  key: string | undefined,
  defaults: DefaultValues<T>,
  props: Omit<UseFormProps<T, C, O>, 'defaultValues'>,
) {
  // read once: a draft left by a reload, a dropped tab or a redrawn screen
  const [draft, setDraft] = useState(() => readDraft<T>(key));
  const form = useForm<T, C, O>({ ...props, defaultValues: { ...defaults, ...draft } as DefaultValues<T> });
  // by value: a caller's defaults are a new object at every render
  const defaultsJson = JSON.stringify(defaults);
  useEffect(() => {
    if (!key) return;
    const untouched = JSON.parse(defaultsJson) as Record<string, unknown>;
    const subscription = form.watch((values) => saveDraft(key, values, untouched));
    return () => subscription.unsubscribe();
  }, [form, key, defaultsJson]);
  const forget = useCallback(() => {
    clearDraft(key);
    setDraft(undefined);
  }, [key]);
  return { form, restored: draft !== undefined, forget };
}
