import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StaffUsersResponseSchema } from '@mamata/core/schemas/staff';
import type { z } from 'zod';
import { staffApi } from '../staff-session.ts';

/** Query keys of the staff accounts screen. */
export const staffAccountKeys = {
  all: ['staff', 'staff-users'] as const,
  list: (search: string, page: number, limit: number) => ['staff', 'staff-users', search, page, limit] as const,
};

/** The staff accounts I manage (administrators), one page of them. */
export const staffUsersQuery = (search: string, page: number, limit: number) =>
  queryOptions({
    queryKey: staffAccountKeys.list(search, page, limit),
    queryFn: () =>
      staffApi.get<z.infer<typeof StaffUsersResponseSchema>>(`/staff/staff-users?search=${encodeURIComponent(search)}&page=${page}&limit=${limit}`),
    placeholderData: keepPreviousData,
  });

/** Deactivates (its sessions end at once) or reactivates a staff account. */
export function setStaffUserActive({ id, active }: { id: string; active: boolean }) {
  return staffApi.patch<{ message: string }>(`/staff/staff-users/${id}/active`, { active });
}

/** Changes my own password; my other sessions end, this one stays. */
export function changeMyPassword(body: { oldPassword: string; newPassword: string }) {
  return staffApi.patch<{ message: string }>('/staff/change-password', body);
}
