import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MeResponseSchema } from '@mamata/core/schemas/auth';
import { api } from './api-client.ts';
import { providerKeys } from './provider-keys.ts';

/** The logged-in provider (spec: profile queries do not refetch on window focus). */
export const meQuery = () =>
  queryOptions({
    queryKey: providerKeys.me,
    queryFn: () => api.get<z.infer<typeof MeResponseSchema>>('/provider/me'),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
