import type { z } from 'zod';
import type { StaffLoginBodySchema } from '@mamata/core/schemas/staff';
import { staffApi } from '../staff-session.ts';

/** `POST /staff/login`: a staff session's token, for the mobile number and password. */
export function logInStaff(body: z.input<typeof StaffLoginBodySchema>) {
  return staffApi.post<{ token: string }>('/staff/login', body);
}
