import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BaseUrlResponseSchema, LoginBody, LoginResponse, MeResponseSchema } from '@mamata/core/schemas/auth';
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

/** Query keys of this area. */
export const providerKeys = { me: ['provider', 'me'] as const };

/** The logged-in provider (spec: profile queries do not refetch on window focus). */
export const meQuery = () =>
  queryOptions({
    queryKey: providerKeys.me,
    queryFn: () => api.get<z.infer<typeof MeResponseSchema>>('/provider/me'),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
