import { useStaffMe } from './api/get-staff-me.ts';
import { useOffices } from './api/get-offices.ts';

/** A health post an administrator can choose. */
export type PostOption = { id: number; name: string; name_ne: string };

/**
 * The health posts an administrator may choose (health-post staff always act for their own, so they
 * get no choice: null): the palika's posts for a palika admin, every post for a system admin. The
 * server checks the choice again.
 */
export function usePostOptions(): PostOption[] | null {
  const me = useStaffMe();
  const staff = me.data?.staff;
  const admin = staff !== undefined && staff.role !== 'health_post';
  const offices = useOffices(admin);
  if (!admin || !offices.data) return null;
  return offices.data.offices
    .filter((o) => staff.role === 'system_admin' || o.palika === staff.palika?.name)
    .map((o) => ({ id: o.office_type_id, name: o.name, name_ne: o.name_ne }));
}
