import type { z } from 'zod';
import type { BaseUrlResponseSchema, LoginBody, LoginResponse } from '@mamata/core/schemas/auth';
import { api, request } from '../../../lib/api-client.ts';

/** Spec §4 step 1: the base address of the server that holds this mobile number (asked of this site). */
export function lookupBaseUrl(mobileNumber: string) {
  return request<z.infer<typeof BaseUrlResponseSchema>>('GET', `/provider-map-palika/base-url?mobile_number=${encodeURIComponent(mobileNumber)}`, undefined, {
    base: '/api/v1',
  });
}

/** Spec §4 step 3. `fcmToken` is always undefined from the web app. */
export function loginProvider(body: LoginBody) {
  return api.post<LoginResponse>('/provider/login', { ...body, fcmToken: undefined });
}

/** Sends a login code by SMS to the number (the same answer for any number; docs/decisions/026-login-lockout-and-proxies.md). */
export function requestLoginCode(mobileNumber: string) {
  return api.post<{ message: string; request_id: string }>('/provider/login-code', { mobile_number: mobileNumber });
}

/** Logs in with the code from the SMS and the request it answers. */
export function loginWithCode(body: { mobile_number: string; request_id: string; code: string }) {
  return api.post<LoginResponse>('/provider/login-code/verify', body);
}
