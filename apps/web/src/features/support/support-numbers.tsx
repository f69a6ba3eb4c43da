import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { AMBULANCE_AVAILABLE, type Ambulance, type SupportNumber } from '@mamata/core/schemas/support';
import { CallLink } from '../../components/ui/call-link.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/page-state.tsx';
import { getErrorMessage } from '../../lib/api-client.ts';
import { supportNumbersQuery } from './api/support-calls.ts';
import { MixedText } from '../../components/mixed-text.tsx';

/** Statuses the staff console offers, shown in the reader's language; anything else is shown as typed. */
const KNOWN_STATUSES: Record<string, string> = { Available: 'available', 'On a call': 'onCall', 'Out of service': 'outOfService' };

function AmbulanceStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = KNOWN_STATUSES[status];
  // Spec §3: "Available" green, anything else red (with the word, so colour is not the only signal).
  const available = status === AMBULANCE_AVAILABLE;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ${available ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300' : 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300'}`}
      data-status={available ? 'available' : 'unavailable'}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${available ? 'bg-green-600' : 'bg-red-600'}`} />
      {known ? t(`support.status.${known}`) : status}
    </span>
  );
}

function AmbulanceItem({ ambulance }: { ambulance: Ambulance }) {
  const { t, i18n } = useTranslation();
  // the driver's name and the plate as a Nepali reader reads them, where the health post wrote them
  const ne = i18n.language === 'ne';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="min-w-0">
        <p className="font-semibold">
          <MixedText text={(ne && ambulance.driver_name_ne) || ambulance.driver_name} />
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <MixedText text={t('support.numbers.ambulanceNumber', { number: (ne && ambulance.ambulance_number_ne) || ambulance.ambulance_number })} />
        </p>
        <div className="mt-1">
          <AmbulanceStatus status={ambulance.ambulance_status} />
        </div>
      </div>
      <CallLink number={ambulance.mobile_number} />
    </li>
  );
}

function ContactItem({ contact }: { contact: SupportNumber }) {
  // the Nepali name where the health post gave one, so a Nepali-only reader can read it
  const { i18n } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <p className="min-w-0 font-semibold">
        <MixedText text={i18n.language === 'ne' && contact.name_ne ? contact.name_ne : contact.name} />
      </p>
      <CallLink number={contact.contact_number} />
    </li>
  );
}

/**
 * The ambulances and support contacts of her health post and palika (spec §2 support numbers
 * modal, also on the emergency screen): each number is a `tel:` link; each list says when it is
 * empty ("No Ambulances Found!", "No Contacts Found!", spec §8).
 */
export function SupportNumbers({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const query = useQuery(supportNumbersQuery());
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const { ambulences, support_numbers: contacts } = query.data.numbers;
  return (
    <div className="space-y-6">
      <section aria-labelledby="ambulances-heading">
        <Heading id="ambulances-heading" className="mb-3 text-base font-bold">
          {t('support.numbers.ambulances')}
        </Heading>
        {ambulences.length === 0 ? (
          <EmptyState message={t('support.numbers.noAmbulances')} />
        ) : (
          <ul className="space-y-3">
            {ambulences.map((a) => (
              <AmbulanceItem key={a._id} ambulance={a} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="contacts-heading">
        <Heading id="contacts-heading" className="mb-3 text-base font-bold">
          {t('support.numbers.contacts')}
        </Heading>
        {contacts.length === 0 ? (
          <EmptyState message={t('support.numbers.noContacts')} />
        ) : (
          <ul className="space-y-3">
            {contacts.map((c) => (
              <ContactItem key={c._id} contact={c} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
