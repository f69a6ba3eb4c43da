import type { ApiErrorBody } from '@mamata/core/error-codes';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';

/**
 * `GET /staff/newsletter.csv`: downloads the newsletter subscribers as a CSV file. The call carries the staff token in a
 * header, so a plain link cannot do it: the file is fetched, then saved through an object URL.
 */
export async function downloadNewsletter(token: string | null): Promise<void> {
  let res: Response;
  try {
    res = await fetch('/api/v1/staff/newsletter.csv', {
      headers: { authorization: `Bearer ${token ?? ''}`, 'accept-language': i18n.language === 'ne' ? 'ne' : 'en' },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', i18n.t('errors.network'));
  }
  if (!res.ok) {
    // a refusal answers with the usual JSON error body, already in the user's language
    const body = (await res.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(res.status, body?.code ?? 'INTERNAL', body?.message ?? i18n.t('messages.errors.internal'));
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'mamata-newsletter.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
