import type { InboxKind } from '@mamata/core/schemas/staff-admin';
import { staffApi } from '../staff-session.ts';

/** `PATCH /staff/inbox/:kind/:id/handled`: marks a message handled, or open again. */
export function setInboxHandled(kind: InboxKind, id: string, handled: boolean) {
  return staffApi.patch<{ message: string }>(`/staff/inbox/${kind}/${id}/handled`, { handled });
}
