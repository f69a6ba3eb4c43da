import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@mamata/core/error-codes';
import { endSession, getAccessToken } from './session.ts';
import { readStored, STORAGE_KEYS } from './storage.ts';
import { i18n } from './i18n.ts';
import { reportAnswer } from './offline.ts';

/** docs/spec/decisions.md: wait 300 ms after a 401 before leaving for the login page. */
export const UNAUTHORIZED_REDIRECT_MS = 300;

/** Whether the phone says it has no network (the browser's own idea; a captive portal may still say online). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A failed call: the server's code and message (already in the user's language), or a network failure. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    /** With CONFLICT: the number to send back to go ahead (a notice's recipients). */
    readonly confirmCount?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The API base (spec §7): the stored palika base plus `api/v1`, else this site's own `/api/v1`.
 * Only http(s) bases are honoured, so a tampered value cannot point calls elsewhere.
 */
export function apiBase(): string {
  const base = readStored(STORAGE_KEYS.base);
  if (base && /^https?:\/\//.test(base)) return `${base.endsWith('/') ? base : `${base}/`}api/v1`;
  return '/api/v1';
}

let navigateTo: (path: string) => void = (path) => window.location.assign(path);
let onSessionEnded: () => void = () => {};

/** Lets the router and the query cache take part in the 401 flow. */
export function configureApiClient(opts: { navigate: (path: string) => void; onSessionEnded: () => void }): void {
  navigateTo = opts.navigate;
  onSessionEnded = opts.onSessionEnded;
}

let pendingLogout: ReturnType<typeof setTimeout> | undefined;

/**
 * docs/spec/decisions.md 401 flow: after 300 ms clear `adminInfo`, `mode`, `date`, `reg` (keep `lang`, so a
 * Nepali reader is not thrown back to English) and go to /login/ unless already there.
 */
function handleUnauthorized(): void {
  if (window.location.pathname.startsWith('/login')) return;
  if (pendingLogout) return;
  pendingLogout = setTimeout(() => {
    pendingLogout = undefined;
    endSession(['mode', 'date', 'reg'], 'expired');
    onSessionEnded();
    if (!window.location.pathname.startsWith('/login')) navigateTo('/login/');
  }, UNAUTHORIZED_REDIRECT_MS);
}

/** The core error body, checked by hand so the startup bundle does not carry zod. */
function isApiErrorBody(data: unknown): data is ApiErrorBody {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return (
    typeof d.message === 'string' && (ERROR_CODES as readonly unknown[]).includes(d.code) && (d.fieldErrors === undefined || typeof d.fieldErrors === 'object')
  );
}

/** How long an early answer may wait for the screen that asks for it; later, the screen asks again. */
const EARLY_MS = 15_000;
/** A GET started before its screen asked for it: its answer (null when it failed), and that answer once it is here. */
interface EarlyRequest {
  token: string;
  at: number;
  answer: Promise<{ data: unknown } | null>;
  settled?: { data: unknown };
}
const early = new Map<string, EarlyRequest>();

/** Made for this session, and recently enough to stand for the screen's own request. */
const usable = (started: EarlyRequest) => started.token === getAccessToken() && Date.now() - started.at < EARLY_MS;

/**
 * Starts GET requests the first screen will make while its code is still loading (main.tsx), so
 * that on a slow network the data and the code come in parallel instead of one after the other.
 * The first {@link request} for the same path, by the same session and within 15 s, uses the
 * answer; a failed early request is simply made again then (and handled as usual).
 */
export function startEarlyRequests(paths: readonly string[]): void {
  const token = getAccessToken();
  if (!token) return;
  for (const path of paths) {
    if (early.has(path)) continue;
    const entry: EarlyRequest = {
      token,
      at: Date.now(),
      answer: request<unknown>('GET', path, undefined, { early: true }).then(
        (data) => (entry.settled = { data }),
        () => null,
      ),
    };
    early.set(path, entry);
  }
}

/**
 * The early answer for `path` if it has already arrived (for the same session, within 15 s), taken
 * at once so the first screen can be drawn with its data instead of a spinner and a second render
 * (app/first-screen.ts puts it into the query cache); else undefined, and the screen's own request
 * waits for it.
 */
export function takeEarlyAnswer(path: string): { data: unknown } | undefined {
  const started = early.get(path);
  if (!started?.settled || !usable(started)) return undefined;
  early.delete(path);
  return started.settled;
}

/** One call to the API; resolves with the response body or throws an {@link ApiError}. */
export async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  /**
   * `token`: a staff token (the staff console); the provider 401 flow then does not apply.
   * `early`: started by {@link startEarlyRequests}; a 401 is left to the screen's own request.
   */
  opts: { base?: string; token?: string | null; early?: boolean } = {},
): Promise<T> {
  const started = early.get(path);
  if (started && method === 'GET' && !opts.early && opts.base === undefined && opts.token === undefined) {
    early.delete(path);
    if (usable(started)) {
      const got = await started.answer;
      if (got) return got.data as T;
    }
  }
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': i18n.language === 'ne' ? 'ne' : 'en' };
  const staffCall = opts.token !== undefined;
  const token = staffCall ? opts.token : getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${opts.base ?? apiBase()}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
    });
  } catch {
    // No network and no saved answer (the service worker answers a saved call from its copy): a screen's
    // data then says that she is offline and nothing of it is saved yet; anything else is "Network Error" (spec §8).
    const offlineRead = method === 'GET' && isOffline();
    throw new ApiError(0, 'NETWORK', i18n.t(offlineRead ? 'offline.nothingSaved' : 'errors.network'));
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (res.ok) {
    if (method === 'GET' && !staffCall) reportAnswer(res.headers.get('x-mamata-saved-at'));
    return data as T;
  }
  if (res.status === 401 && token && !staffCall && !opts.early) handleUnauthorized();
  if (isApiErrorBody(data)) {
    throw new ApiError(res.status, data.code, data.message, data.fieldErrors, typeof data.confirmCount === 'number' ? data.confirmCount : undefined);
  }
  throw new ApiError(res.status, res.status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED', i18n.t('messages.errors.internal'));
}

/** Helpers of spec §7, each returning the response body. */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};

/** The message to show for any error (spec §8: server message, else the error's own). */
export function getErrorMessage(error: unknown, fallback?: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? i18n.t('messages.errors.internal');
}
