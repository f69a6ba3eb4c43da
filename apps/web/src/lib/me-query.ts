import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MeResponseSchema } from '@mamata/core/schemas/auth';
import { api } from './api-client.ts';

/** Query keys of the logged-in provider, shared by every feature that shows her. */
export const providerKeys = { me: ['provider', 'me'] as const };

/** The logged-in provider (spec: profile queries do not refetch on window focus). */
export const meQuery = () =>
  queryOptions({
    queryKey: providerKeys.me,
    queryFn: () => api.get<z.infer<typeof MeResponseSchema>>('/provider/me'),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
