import type { MessageResponse } from '@mamata/core/errors';
import { staffApi } from '../staff-session.ts';

/**
 * `POST /staff/logout`: ends this staff session on the server. No mutation hook: the console's frame
 * removes every cached answer of the console (staffKeys.all) as it logs out, whatever the server says.
 */
export function logOutStaff() {
  return staffApi.post<MessageResponse>('/staff/logout');
}
