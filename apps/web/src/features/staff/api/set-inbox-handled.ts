import type { MessageResponse } from '@mamata/core/errors';
import type { InboxKind } from '@mamata/core/schemas/staff-admin';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** `PATCH /staff/inbox/:kind/:id/handled`: marks a message handled, or open again. */
export function setInboxHandled(kind: InboxKind, id: string, handled: boolean) {
  return staffApi.patch<MessageResponse>(`/staff/inbox/${kind}/${id}/handled`, { handled });
}

/** Marking a message handled or open; every page of the inbox and its counts are fetched again. */
export function useSetInboxHandled(kind: InboxKind, id: string, config?: MutationConfig<MessageResponse, boolean>) {
  return useWriteMutation((handled: boolean) => setInboxHandled(kind, id, handled), [staffKeys.inbox()], config);
}
