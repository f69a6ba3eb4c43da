import type { z } from 'zod';
import type { StaffLoginBodySchema, StaffLoginResponseSchema } from '@mamata/core/schemas/staff';
import { staffApi } from '../staff-session.ts';

/**
 * `POST /staff/login`: a staff session's token, for the mobile number and password. No mutation hook: the
 * session starts in staff-session.ts and nothing is cached before it.
 */
export function logInStaff(body: z.input<typeof StaffLoginBodySchema>) {
  return staffApi.post<z.infer<typeof StaffLoginResponseSchema>>('/staff/login', body);
}
