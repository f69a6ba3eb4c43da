import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from './use-translation.ts';
import { paths } from './paths.ts';
import { api, getErrorMessage } from './api-client.ts';
import { toast } from './notify.ts';
import { reloadPreferences } from './preferences.ts';
import { endSession } from './session.ts';
import { clearAllDrafts } from './form-draft.ts';

/**
 * Logging out (spec §4, §8): `POST provider/logout`; on success a toast with the server message,
 * `adminInfo`, `mode`, `lang`, `date` and `reg` cleared, the cache emptied and back to the public
 * site; on failure a toast with the server message, else "Logout failed", and she stays logged in.
 */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/provider/logout'),
    onSuccess: async (res) => {
      toast.success(res.message || t('messages.success.logout'));
      endSession(['mode', 'lang', 'date', 'reg']);
      // what she typed and did not send stays on this phone no longer than her session
      clearAllDrafts();
      reloadPreferences();
      queryClient.clear();
      await navigate(paths.home, { replace: true });
    },
    onError: (error) => toast.error(getErrorMessage(error, t('logout.failed'))),
  });
}
