import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OfficesResponseSchema } from '@mamata/core/schemas/public';
import { request } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

/** `GET /public/offices`: every health post (the public list, called on this site's own API). */
export function getOffices() {
  return request<z.infer<typeof OfficesResponseSchema>>('GET', '/public/offices', undefined, { base: '/api/v1' });
}

export const officesQuery = () => queryOptions({ queryKey: staffKeys.offices(), queryFn: getOffices, staleTime: 10 * 60_000 });

/** The health posts, fetched only when `enabled` (administrators choose among them). */
export function useOffices(enabled: boolean) {
  return useQuery({ ...officesQuery(), enabled });
}
