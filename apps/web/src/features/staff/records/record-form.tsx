import { useEffect, type ReactNode } from 'react';
import { Controller, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { z } from 'zod';
import { ApiError, getErrorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { useFieldError } from '../../../lib/use-field-error.ts';
import { withoutEmpty } from '../../../lib/without-empty.ts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { DraftNote } from '../../../components/ui/draft-note.tsx';
import { useDraftedForm } from '../../../lib/use-drafted-form.ts';

/** One field of a {@link RecordForm}. */
export interface FieldSpec {
  name: string;
  label: string;
  kind: 'date' | 'number' | 'decimal' | 'text' | 'select' | 'time';
  options?: { value: string; label: string }[];
}

interface RecordFormProps<T extends FieldValues, S extends z.ZodType> {
  schema: S;
  fields: FieldSpec[];
  defaults: DefaultValues<T>;
  submitLabel: string;
  /**
   * Sends the values as `schema` parsed them (empty fields left out); resolves with the server's message. `clear`
   * empties the form at once, for a call whose answer refreshes the screen before it resolves (the refreshed record
   * must not meet what the nurse typed into a form that then clears); the form clears itself after it otherwise.
   */
  send: (values: z.output<S>, clear: () => void) => Promise<{ message: string }>;
  onDone?: () => void;
  onCancel?: () => void;
  /** Extra classes of the grid (columns). */
  className?: string;
  /**
   * Where what is typed is kept until it is saved or cancelled (lib/form-draft.ts): one key per form
   * and record, e.g. `visit:<person id>`. None: nothing is kept.
   */
  draftKey?: string;
  /** Told the values as they are typed (the registration's possible-duplicate check). */
  onValues?: (values: Partial<T>) => void;
  /** Shown above the buttons (that check's answer). */
  notice?: ReactNode;
  /**
   * The typed values (empty fields left out) as `schema` takes them, when the two differ: a yes/no select's
   * 'yes' as `true` (records/yes-no.ts). Checked and sent after it.
   */
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Answers a refused save itself (true: handled; the form keeps what was typed and says nothing more). */
  onRefused?: (error: unknown) => boolean;
}

/** Leaves out empty fields at any depth (a newborn's untouched weight inside `babies.0`). */
function stripEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripEmpty);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(withoutEmpty(value as Record<string, unknown>)).map(([k, v]) => [k, stripEmpty(v)]));
  return value;
}

/** The error of a dotted field path (`babies.1.birthWeight`) in react-hook-form's nested errors. */
function errorAt(errors: unknown, path: string): { message?: string } | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node as { message?: string } | undefined;
}

/**
 * A small staff form over one of core's zod schemas: dates through the AD/BS picker, numbers with
 * the right keyboard, the server's field messages beside their fields, and what was typed kept on
 * any error. On success it resets to its defaults and shows the server's message.
 */
export function RecordForm<T extends FieldValues, S extends z.ZodType = z.ZodType>({
  schema,
  fields,
  defaults,
  submitLabel,
  send,
  onDone,
  onCancel,
  className,
  draftKey,
  onValues,
  notice,
  toBody = (values) => values,
  onRefused,
}: RecordFormProps<T, S>) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { form, restored, forget } = useDraftedForm<T>(draftKey, defaults, {
    resolver: (values, ctx, options) => zodResolver(schema as never)(toBody(stripEmpty(values) as Record<string, unknown>) as never, ctx, options as never),
  });

  useEffect(() => {
    if (!onValues) return;
    onValues(form.getValues());
    const { unsubscribe } = form.watch((values) => onValues(values as Partial<T>));
    return unsubscribe;
  }, [form, onValues]);

  async function onSubmit(values: T) {
    // what was sent, as typed: a field she changes while it is on its way is her next entry, not this one
    const sent = structuredClone(form.getValues()) as Record<string, unknown>;
    let cleared = false;
    const clear = () => {
      if (cleared) return;
      cleared = true;
      const now = form.getValues() as Record<string, unknown>;
      const start = defaults as Record<string, unknown>;
      // the saved entry empties (a typed field back to its default, or to empty); what she began typing meanwhile
      // stays, and is kept as the next draft
      const next = Object.fromEntries(
        Object.entries(now).map(([k, v]) => [k, JSON.stringify(v) !== JSON.stringify(sent[k]) ? v : (start[k] ?? (typeof v === 'string' ? '' : undefined))]),
      );
      forget();
      form.reset({ ...start, ...next } as DefaultValues<T>, { keepDefaultValues: true });
    };
    try {
      const res = await send(stripEmpty(values) as z.output<S>, clear);
      toast.success(res.message);
      clear();
      onDone?.();
    } catch (error) {
      if (onRefused?.(error)) return;
      if (error instanceof ApiError) for (const [f, m] of Object.entries(error.fieldErrors)) form.setError(f as Path<T>, { message: m });
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <form noValidate className={`grid grid-cols-1 gap-3 ${className ?? 'sm:grid-cols-3'}`} onSubmit={form.handleSubmit(onSubmit)}>
      {restored ? <DraftNote>{t('records.draftRestored')}</DraftNote> : null}
      {fields.map((f) => {
        if (f.kind === 'date') {
          return (
            <Controller
              key={f.name}
              control={form.control}
              name={f.name as Path<T>}
              render={({ field }) => (
                <DateField
                  label={f.label}
                  name={f.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={fieldError(errorAt(form.formState.errors, f.name))}
                />
              )}
            />
          );
        }
        if (f.kind === 'select') {
          return (
            <SelectField key={f.name} label={f.label} error={fieldError(errorAt(form.formState.errors, f.name))} {...form.register(f.name as Path<T>)}>
              {(f.options ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </SelectField>
          );
        }
        return (
          <TextField
            key={f.name}
            label={f.label}
            // text, not type=number: a number input turns "5e" into an empty value, so the field would be dropped
            // without a word; as text the schema sees "5e" and the field shows its error
            type={f.kind === 'time' ? 'time' : 'text'}
            inputMode={f.kind === 'number' ? 'numeric' : f.kind === 'decimal' ? 'decimal' : undefined}
            error={fieldError(errorAt(form.formState.errors, f.name))}
            {...form.register(f.name as Path<T>)}
          />
        );
      })}
      {notice ? <div className="sm:col-span-full">{notice}</div> : null}
      <FormActions className="items-end sm:col-span-full">
        <Button type="submit" busy={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button
            variant="secondary"
            onClick={() => {
              forget();
              onCancel();
            }}
          >
            {t('records.cancel')}
          </Button>
        ) : null}
      </FormActions>
    </form>
  );
}
