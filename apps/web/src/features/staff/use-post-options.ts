import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OfficesResponseSchema } from '@mamata/core/schemas/public';
import { request } from '../../lib/api-client.ts';
import { staffMeQuery } from './staff-layout.tsx';

/** A health post an administrator can choose. */
export type PostOption = { id: number; name: string; name_ne: string };

/**
 * The health posts an administrator may choose (health-post staff always act for their own, so they
 * get no choice: null): the palika's posts for a palika admin, every post for a system admin. The
 * server checks the choice again.
 */
export function usePostOptions(): PostOption[] | null {
  const me = useQuery(staffMeQuery);
  const staff = me.data?.staff;
  const admin = staff !== undefined && staff.role !== 'health_post';
  const offices = useQuery({
    queryKey: ['staff', 'offices'],
    queryFn: () => request<z.infer<typeof OfficesResponseSchema>>('GET', '/public/offices', undefined, { base: '/api/v1' }),
    enabled: admin,
    staleTime: 10 * 60_000,
  });
  if (!admin || !offices.data) return null;
  return offices.data.offices
    .filter((o) => staff.role === 'system_admin' || o.palika === staff.palika?.name)
    .map((o) => ({ id: o.office_type_id, name: o.name, name_ne: o.name_ne }));
}
