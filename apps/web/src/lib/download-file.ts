import type { ApiErrorBody } from '@mamata/core/error-codes';
import { ApiError } from './api-client.ts';
import { i18n } from './i18n.ts';

/**
 * Downloads a file from the API that needs the caller's token (a CSV export): a plain link cannot carry the
 * header, so the file is fetched, then saved through an object URL under the name the server gives
 * (`content-disposition`), or `fallbackName`. A refusal answers with the usual JSON error body, already in the
 * user's language, and is thrown as an ApiError.
 */
export async function downloadFile(path: string, token: string | null, fallbackName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      headers: { authorization: `Bearer ${token ?? ''}`, 'accept-language': i18n.language === 'ne' ? 'ne' : 'en' },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', i18n.t('errors.network'));
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(res.status, body?.code ?? 'INTERNAL', body?.message ?? i18n.t('messages.errors.internal'));
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
