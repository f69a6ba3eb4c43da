import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ProviderSettings } from '@mamata/core/schemas/reminders';
import { api, getErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { pushIsOn, pushSupported, turnPushOff, turnPushOn } from '../../lib/push.ts';
import { MixedText } from '../../components/mixed-text.tsx';
import { Switch, ToastsStaySwitch } from '../../components/ui/switch.tsx';

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
        <ToastsStaySwitch />
      </div>
    </section>
  );
}
