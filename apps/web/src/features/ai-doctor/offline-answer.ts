/**
 * The AI doctor with no connection: the danger-sign check runs on the phone (core's rules and numbers,
 * packages/core/src/ai-doctor/triage.ts; the server's urgency and entry models stay on the server). An
 * urgent question gets what to do now and the call buttons at once; every question is kept on the phone
 * and asked when the phone is online again (the server then answers it, and an urgent one reaches her
 * health post's inbox). This module is loaded only when a question could not be sent.
 */
import { triage } from '@mamata/core/ai-doctor/triage';
import { AMBULANCE_NUMBER } from '@mamata/core/reference/danger-signs';
import type { ChatContact } from '@mamata/core/schemas/ai-doctor';
import { i18n } from '../../lib/i18n.ts';
import type { ShownAnswer } from './components/answer-modal.tsx';
import { keepForLater } from './pending-questions.ts';

/** The answer shown offline, and the question kept to be asked when online. */
export function offlineAnswer(prompt: string): ShownAnswer {
  const t = (key: string, vars?: Record<string, string>) => i18n.t(key, vars);
  const ne = i18n.language === 'ne';
  const found = triage(prompt, { stage: 'unknown' });
  keepForLater(prompt);
  if (!found.urgent || !found.action) {
    return { prompt, response: [t('aiDoctor.offline.saved'), t('aiDoctor.offline.safetyNet')].join('\n'), urgent: false, contacts: [ambulance(ne)] };
  }
  const first =
    found.action === 'call_ambulance_now'
      ? t('aiDoctor.offline.callAmbulance')
      : found.action === 'go_to_facility_now'
        ? t('aiDoctor.offline.goNow')
        : t('aiDoctor.offline.seeToday');
  const signs = found.signs.map((s) => (ne ? s.ne : s.en)).join('; ');
  return {
    prompt,
    response: [first, t('aiDoctor.offline.signs', { signs }), t('aiDoctor.offline.willSend')].join('\n'),
    urgent: true,
    contacts: [ambulance(ne)],
  };
}

function ambulance(ne: boolean): ChatContact {
  return { kind: 'ambulance_102', name: ne ? 'एम्बुलेन्स' : 'Ambulance', phone: AMBULANCE_NUMBER };
}
