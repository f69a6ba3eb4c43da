import { useRef, useState } from 'react';
import { useTranslation } from './use-translation.ts';
import type { ZodType } from 'zod';
import { ApiError } from './api-client.ts';
import { clearDraft, readDraft, saveDraft } from './form-draft.ts';

/**
 * A small form state for the public pages, which must not load a form library or zod before the
 * person interacts: `loadSchema` imports the shared core schema on first submit (the same schema
 * the server validates with). Errors are shown in the user's language; values are kept on any
 * error and cleared only after success. Once a submit has loaded the schema, a field's message
 * follows her: it goes as soon as what she types is right (or changes to what is still wrong),
 * and a field she leaves wrong says so then, without waiting for the next submit.
 */
export function useLazyForm<F extends string>(opts: {
  fields: readonly F[];
  loadSchema: () => Promise<ZodType>;
  submit: (values: unknown) => Promise<void>;
  /** Spec §5 contact form: only the first failure (in field order) is shown. */
  firstErrorOnly?: boolean;
  /**
   * Where what she types is kept until it is sent (lib/form-draft.ts), so closing the form by mistake
   * or a reload loses nothing; none: nothing is kept (never for a password).
   */
  draftKey?: string;
}) {
  const { t, i18n } = useTranslation();
  const empty = () => Object.fromEntries(opts.fields.map((f) => [f, ''])) as Record<F, string>;
  // read once: what she typed before and did not send
  const [restored] = useState(() => readDraft<Record<F, string>>(opts.draftKey));
  const [values, setValues] = useState<Record<F, string>>(() => ({ ...empty(), ...restored }));
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [pending, setPending] = useState(false);
  /** The schema, once the first submit has loaded it. */
  const schema = useRef<ZodType | null>(null);
  /** From a submit that found something wrong until one goes through: fields are checked as she goes. */
  const following = useRef(false);

  const translate = (message: string) => (i18n.exists(`messages.${message}`) ? t(`messages.${message}`) : message);

  /** Each field's first message, in her language. */
  function messages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<F, string>> {
    const found: Partial<Record<F, string>> = {};
    for (const issue of issues) {
      const field = issue.path[0] as F;
      found[field] ??= translate(issue.message);
    }
    return found;
  }

  /**
   * `name`'s message as `vals` now stand. `typed`: she changed the field, so a message it shows goes
   * once it passes, and only a field already showing one is checked; on leaving a field a message is
   * only added or replaced (a server's message for a field she did not touch stays).
   */
  function recheck(name: F, vals: Record<F, string>, typed: boolean) {
    if (!schema.current || !following.current) return;
    const parsed = schema.current.safeParse(vals);
    const now = parsed.success ? undefined : messages(parsed.error.issues)[name];
    setErrors((shown) => {
      if (typed ? shown[name] === undefined : now === undefined) return shown;
      if (shown[name] === now) return shown;
      const next = { ...shown };
      if (now) next[name] = now;
      else delete next[name];
      return pick(next);
    });
  }

  function pick(all: Partial<Record<F, string>>): Partial<Record<F, string>> {
    if (!opts.firstErrorOnly) return all;
    const first = opts.fields.find((f) => all[f]);
    return first ? ({ [first]: all[first] } as Partial<Record<F, string>>) : {};
  }

  /**
   * On a phone the first wrong field may be far above or below "Send": it is scrolled into view and
   * focused, so the message beside it is seen (and read out) instead of "Send" seeming to do nothing.
   */
  function showFirst(formEl: HTMLFormElement | null, shown: Partial<Record<F, string>>) {
    const first = opts.fields.find((f) => shown[f]);
    if (!formEl || !first) return;
    // after React has drawn the message
    setTimeout(() => {
      const input = formEl.querySelector<HTMLElement>(`[name="${first}"]`);
      input?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      input?.focus({ preventScroll: true });
    }, 0);
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const formEl = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    if (pending) return;
    setPending(true);
    try {
      schema.current ??= await opts.loadSchema();
      const parsed = schema.current.safeParse(values);
      if (!parsed.success) {
        const found = messages(parsed.error.issues);
        following.current = true;
        setErrors(pick(found));
        showFirst(formEl, found);
        return;
      }
      setErrors({});
      await opts.submit(parsed.data);
      following.current = false;
      clearDraft(opts.draftKey);
      setValues(empty());
    } catch (error) {
      // the server's field messages (already in the user's language) go beside their fields
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        following.current = true;
        setErrors(pick(error.fieldErrors as Partial<Record<F, string>>));
        showFirst(formEl, error.fieldErrors as Partial<Record<F, string>>);
      }
      throw error;
    } finally {
      setPending(false);
    }
  }

  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (opts.draftKey) saveDraft(opts.draftKey, { ...values, [name]: value }, empty());
      // a message she is answering: gone once right, else the one that now applies
      recheck(name, { ...values, [name]: value }, true);
    },
    onBlur: () => recheck(name, values, false),
    'aria-invalid': errors[name] ? true : undefined,
  });

  /** `restored`: the form started from what she had typed before and not sent. */
  return { values, setValues, errors, pending, onSubmit, field, restored: restored !== undefined };
}
