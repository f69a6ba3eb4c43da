import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ProviderSettings } from '@mamata/core/schemas/reminders';
import { api, getErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { pushIsOn, pushSupported, turnPushOff, turnPushOn } from '../../lib/push.ts';
import { MixedText } from '../../components/mixed-text.tsx';

function Switch({
  label,
  hint,
  on,
  busy,
  onChange,
  testId,
}: {
  label: string;
  hint: string;
  on: boolean;
  busy: boolean;
  onChange: () => void;
  testId: string;
}) {
  const labelId = useId();
  return (
    <div className="flex flex-wrap items-start justify-between gap-4 py-3">
      <div className="min-w-0 flex-1 basis-48">
        {/* the switch is named by this visible label, so words in English keep their lang="en" */}
        <p className="font-semibold" id={labelId}>
          <MixedText text={label} />
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <MixedText text={hint} />
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        disabled={busy}
        onClick={onChange}
        data-testid={testId}
        // a 44 px target around the drawn switch; its track stands out from the card in either state (WCAG 1.4.11)
        className="inline-flex h-11 w-16 shrink-0 items-center justify-center rounded-full disabled:opacity-60"
      >
        <span aria-hidden="true" className={`relative h-8 w-14 rounded-full transition-colors ${on ? 'bg-brand-700' : 'bg-slate-500'}`}>
          <span className={`absolute top-1 h-6 w-6 rounded-full bg-white shadow transition-all ${on ? 'left-7' : 'left-1'}`} />
        </span>
      </button>
    </div>
  );
}

/** Notification settings, in the profile menu: push on this phone on/off, SMS on/off. */
export function NotificationSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ['provider', 'preferences'],
    queryFn: () => api.get<ProviderSettings>('/provider/preferences'),
    refetchOnWindowFocus: false,
  });
  const [push, setPush] = useState(false);
  useEffect(
    () =>
      void pushIsOn()
        .then(setPush)
        .catch(() => setPush(false)),
    [],
  );
  const sms = useMutation({
    mutationFn: (smsEnabled: boolean) => api.patch<ProviderSettings>('/provider/preferences', { smsEnabled }),
    onSuccess: (data) => queryClient.setQueryData(['provider', 'preferences'], data),
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  const pushToggle = useMutation({
    mutationFn: async (on: boolean) => {
      if (on) {
        if (!(await turnPushOn())) throw new Error(t('profile.notifications.pushDenied'));
        return true;
      }
      await turnPushOff();
      return false;
    },
    onSuccess: setPush,
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  return (
    <section
      aria-labelledby="notification-settings"
      className="mt-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 narrow:p-3 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="notification-settings" className="text-lg font-bold">
        {t('profile.notifications.title')}
      </h2>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        {pushSupported() ? (
          <Switch
            label={t('profile.notifications.push')}
            hint={t('profile.notifications.pushHint')}
            on={push}
            busy={pushToggle.isPending}
            onChange={() => pushToggle.mutate(!push)}
            testId="push-switch"
          />
        ) : (
          <p className="py-3 text-sm text-slate-600 dark:text-slate-400">
            <MixedText text={t('profile.notifications.pushUnsupported')} />
          </p>
        )}
        {settings.data ? (
          <Switch
            label={t('profile.notifications.sms')}
            hint={t('profile.notifications.smsHint')}
            on={settings.data.smsEnabled}
            busy={sms.isPending}
            onChange={() => sms.mutate(!settings.data.smsEnabled)}
            testId="sms-switch"
          />
        ) : null}
      </div>
    </section>
  );
}
