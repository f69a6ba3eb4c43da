import type { UseFormRegisterReturn } from 'react-hook-form';
import { BIRTH_FACILITIES, BIRTH_PLACES } from '@mamata/core/schemas/records';
import { BIRTH_ATTENDANTS, DELIVERY_MODES, PRESENTATIONS } from '@mamata/core/hmis/register';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';

/** The delivery's HMIS 9.3 questions and their choices (each may stay "not recorded"). */
const DELIVERY_QUESTIONS = [
  ['attendant', BIRTH_ATTENDANTS],
  ['mode', DELIVERY_MODES],
  ['presentation', PRESENTATIONS],
] as const;

/** Where the baby was born (a health facility, home, on the way), to choose. */
export function BirthPlaceSelect({ field, error }: { field: UseFormRegisterReturn; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <SelectField label={t('records.birthPlace')} error={error} {...field}>
      <option value="">{t('records.choose')}</option>
      {BIRTH_PLACES.map((p) => (
        <option key={p} value={p}>
          {t(`records.place.${p}`)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The delivery's questions of the HMIS sheet, as the birth form and a stillbirth on the loss form ask them: this
 * facility or another (for a birth at a facility only), who attended, the mode and the presentation. `field` registers
 * one of them in the form (its name under the form's own prefix); `err` is its message.
 */
export function DeliveryQuestions({
  place,
  field,
  err,
}: {
  place: string | undefined;
  field: (name: 'facility' | 'attendant' | 'mode' | 'presentation') => UseFormRegisterReturn;
  err: (name: 'facility' | 'attendant' | 'mode' | 'presentation') => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      {place === 'facility' ? (
        <SelectField label={t('records.hmis.facility')} error={err('facility')} {...field('facility')}>
          <option value="">{t('records.hmis.notRecorded')}</option>
          {BIRTH_FACILITIES.map((f) => (
            <option key={f} value={f}>
              {t(`records.hmis.facilities.${f}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {DELIVERY_QUESTIONS.map(([name, choices]) => (
        <SelectField key={name} label={t(`records.hmis.${name}`)} error={err(name)} {...field(name)}>
          <option value="">{t('records.hmis.notRecorded')}</option>
          {choices.map((c) => (
            <option key={c} value={c}>
              {t(`records.hmis.${name}s.${c}`)}
            </option>
          ))}
        </SelectField>
      ))}
    </>
  );
}
