import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { bloodPressureVerdict } from '@mamata/core/domain/verdict-levels';
import { AntenatalVisitBodySchema } from '@mamata/core/schemas/staff';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { useRecordVisit } from '../api/record-visit.ts';
import { RecordForm, type FieldSpec } from './record-form.tsx';
import { withYesNo, yesNoChoices } from './yes-no.ts';

type Translate = ReturnType<typeof useTranslation>['t'];
type VisitValues = z.input<typeof AntenatalVisitBodySchema>;

/** An antenatal visit's measurements, as recorded and as corrected. */
export const visitFields = (t: Translate): FieldSpec[] => [
  { name: 'visitDate', label: t('staff.person.date'), kind: 'date' },
  { name: 'systolicPressure', label: t('staff.person.systolic'), kind: 'number' },
  { name: 'diastolicPressure', label: t('staff.person.diastolic'), kind: 'number' },
  { name: 'waterLevel', label: t('staff.person.water'), kind: 'decimal' },
  { name: 'weight', label: t('staff.person.weight'), kind: 'decimal' },
  { name: 'notes', label: t('staff.person.notes'), kind: 'text' },
];

/** "First ANC contact" as the API takes it: a boolean, or left out when not recorded (records/yes-no.ts). */
const visitBody = (values: Record<string, unknown>) => withYesNo(values, ['firstAnc']);

/**
 * Recording an antenatal visit: the measurements and the HMIS sheet's "first ANC contact", saved through the
 * outbox. A blood pressure that needs action is said while it is typed; a second visit on a date that has one
 * is asked about first (the server's 409) and saved with `sameDay` when the nurse says so.
 */
export function NewVisitForm({ personId }: { personId: string }) {
  const { t } = useTranslation();
  const [pressure, setPressure] = useState<{ systolic: number | null; diastolic: number | null }>({ systolic: null, diastolic: null });
  const [sameDay, setSameDay] = useState(false);
  // the form empties as soon as the visit is saved, before her record is fetched again (RecordForm's `clear`)
  const clearForm = useRef<() => void>(undefined);
  const recordVisit = useRecordVisit(personId, { onSuccess: () => clearForm.current?.() });
  // set by "Save a second visit", which submits the form again: that one save carries `sameDay`
  const confirmedSameDay = useRef(false);
  const typed = bloodPressureVerdict(pressure.systolic, pressure.diastolic);

  const onValues = useCallback((v: Partial<VisitValues>) => {
    const systolic = Number(v.systolicPressure) || null;
    const diastolic = Number(v.diastolicPressure) || null;
    setPressure((p) => (p.systolic === systolic && p.diastolic === diastolic ? p : { systolic, diastolic }));
  }, []);

  const notice = (
    <>
      {typed.level === 'emergency' || typed.level === 'see-health-worker' ? (
        <p
          role="alert"
          data-testid="typed-bp-flag"
          data-level={typed.level}
          className={`rounded-xl p-3 text-sm font-semibold ${typed.level === 'emergency' ? 'bg-red-700 text-white' : 'bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50'}`}
        >
          {t(typed.level === 'emergency' ? 'staff.flags.typedEmergency' : 'staff.flags.typedHigh')}
        </p>
      ) : null}
      {sameDay ? (
        <div role="alert" className="mt-3 rounded-xl bg-amber-50 p-3 text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
          <p>{t('messages.errors.visitSameDay')}</p>
          <FormActions className="mt-2">
            <Button type="submit" onClick={() => (confirmedSameDay.current = true)}>
              {t('staff.person.saveSecondVisit')}
            </Button>
            <Button variant="secondary" onClick={() => setSameDay(false)}>
              {t('records.cancel')}
            </Button>
          </FormActions>
        </div>
      ) : null}
    </>
  );

  return (
    <RecordForm<VisitValues, typeof AntenatalVisitBodySchema>
      schema={AntenatalVisitBodySchema}
      fields={[
        ...visitFields(t),
        {
          name: 'firstAnc',
          label: t('records.hmis.firstAnc'),
          kind: 'select',
          options: yesNoChoices(t),
        },
      ]}
      defaults={{ visitDate: nepalToday(), systolicPressure: '', diastolicPressure: '', waterLevel: '', weight: '', notes: '', firstAnc: '' } as never}
      submitLabel={t('staff.person.save')}
      draftKey={`visit:${personId}`}
      toBody={visitBody}
      onValues={onValues}
      notice={notice}
      send={async (body, clear) => {
        clearForm.current = clear;
        const second = confirmedSameDay.current;
        confirmedSameDay.current = false;
        const res = await recordVisit.mutateAsync(second ? { ...body, sameDay: true } : body);
        setSameDay(false);
        return res;
      }}
      onRefused={(error) => {
        const asked = error instanceof ApiError && error.status === 409 && Boolean(error.fieldErrors.visitDate);
        if (asked) setSameDay(true);
        return asked;
      }}
    />
  );
}
