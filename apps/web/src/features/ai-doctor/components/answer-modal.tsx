import { useTranslation } from '../../../lib/use-translation.ts';
import type { ChatContact } from '@mamata/core/schemas/ai-doctor';
import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import { MixedText } from '../../../components/mixed-text.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { telHref } from '../../../components/ui/call-link.tsx';
import { AlertIcon, PhoneIcon } from '../../../components/ui/icons.tsx';

/** Spec §9: the answer modal's body is at most 500 px high (it scrolls beyond). */
export const ANSWER_BODY_MAX_HEIGHT_PX = 500;

export interface ShownAnswer {
  prompt: string;
  response: string;
  urgent: boolean;
  contacts?: ChatContact[];
}

/**
 * A tap-to-call button: big and red under an urgent answer (102 or her health post first), small and
 * quiet under any other answer (the way out if the answer missed a danger sign).
 */
function CallButton({ contact, strong, small = false }: { contact: ChatContact; strong: boolean; small?: boolean }) {
  const { t, i18n } = useTranslation();
  const number = localDigits(contact.phone, i18n.language);
  return (
    <a
      href={telHref(contact.phone)}
      className={
        small
          ? 'inline-flex min-h-11 items-center gap-2 rounded-xl px-3 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-800'
          : `flex min-h-12 items-center gap-3 rounded-2xl px-4 py-2 font-semibold ${
              strong
                ? 'bg-red-700 text-white hover:bg-red-800 focus-visible:ring-4 focus-visible:ring-red-300'
                : 'bg-white text-red-900 ring-1 ring-red-300 hover:bg-red-50 dark:bg-slate-900 dark:text-red-100 dark:ring-red-800 dark:hover:bg-slate-800'
            }`
      }
    >
      <PhoneIcon className={small ? 'h-4 w-4 shrink-0' : 'h-5 w-5 shrink-0'} />
      <span className="min-w-0 flex-1 break-words">
        <MixedText text={t('aiDoctor.callName', { name: contact.name, number })} />
      </span>
    </a>
  );
}

/**
 * The answer (spec §2, §4): the question, "Answer:", the response in paragraphs split at line
 * breaks, and "Got it". An urgent answer shows its first line (what to do now) in red and the
 * numbers to call above the explanation; any other answer ends with 102 and her health post as small
 * call buttons, so a missed danger sign still leaves her the way out.
 */
export function AnswerModal({ answer, onClose }: { answer: ShownAnswer; onClose: () => void }) {
  const { t } = useTranslation();
  const paragraphs = answer.response.split('\n').filter((p) => p.trim());
  const [first, ...rest] = paragraphs;
  const contacts = answer.contacts ?? [];

  return (
    <Dialog title={t('nav.aiDoctor')} onClose={onClose}>
      <div data-testid="answer-body" style={{ maxHeight: ANSWER_BODY_MAX_HEIGHT_PX }} className="space-y-3 overflow-y-auto">
        <p className="text-sm font-semibold text-slate-500 dark:text-slate-400">{t('aiDoctor.question')}</p>
        <p className="rounded-2xl bg-slate-100 px-4 py-3 break-words dark:bg-slate-800">{answer.prompt}</p>
        <p className="font-bold">{t('aiDoctor.answer')}</p>
        {answer.urgent && first ? (
          <div role="alert" className="rounded-2xl border-2 border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-50">
            <p className="flex items-center gap-2 text-sm font-bold tracking-wide uppercase">
              <AlertIcon className="h-5 w-5" />
              {t('aiDoctor.urgent')}
            </p>
            <p className="mt-1 text-lg font-bold">{first}</p>
            {contacts.length > 0 ? (
              <div className="mt-3 grid gap-2" aria-label={t('aiDoctor.callNow')} role="group">
                {contacts.map((c, i) => (
                  <CallButton key={`${c.kind}-${c.phone}`} contact={c} strong={i === 0} />
                ))}
              </div>
            ) : null}
          </div>
        ) : null}
        {(answer.urgent ? rest : paragraphs).map((p, i) => (
          <p key={i} className="leading-relaxed break-words">
            {p}
          </p>
        ))}
        {!answer.urgent && contacts.length > 0 ? (
          <div className="border-t border-slate-200 pt-3 dark:border-slate-700" role="group" aria-labelledby="answer-way-out">
            <p id="answer-way-out" className="text-sm text-slate-600 dark:text-slate-300">
              {t('aiDoctor.wayOut')}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {contacts.map((c) => (
                <CallButton key={`${c.kind}-${c.phone}`} contact={c} strong={false} small />
              ))}
            </div>
          </div>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        className={`mt-4 min-h-12 w-full rounded-2xl px-5 font-semibold ${
          // in an urgent answer the red call buttons are what to press: "Got it" steps back
          answer.urgent
            ? 'border-2 border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
            : 'bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-500'
        }`}
      >
        {t('aiDoctor.gotIt')}
      </button>
    </Dialog>
  );
}
