import type { CreatedResponse, MessageResponse } from '@mamata/core/errors';
import type { ObstetricEventBody } from '@mamata/core/schemas/hmis';
import type { VoidBody } from './remove-birth.ts';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** `POST /staff/people/:id/obstetric-events`: an obstetric complication or a maternal death. */
export function recordObstetricEvent(personId: string, body: ObstetricEventBody) {
  return staffApi.post<CreatedResponse>(`/staff/people/${personId}/obstetric-events`, body);
}

/** `POST /staff/people/:id/obstetric-events/:recordId/void`: one recorded by mistake, with the reason. */
export function voidObstetricEvent(personId: string, eventId: string, body: VoidBody) {
  return staffApi.post<MessageResponse>(`/staff/people/${personId}/obstetric-events/${eventId}/void`, body);
}

/** Recording a complication or a maternal death; her record (the events live under it) is fetched again. */
export function useRecordObstetricEvent(personId: string, config?: MutationConfig<CreatedResponse, ObstetricEventBody>) {
  return useWriteMutation((body: ObstetricEventBody) => recordObstetricEvent(personId, body), [staffKeys.person(personId)], config);
}

/** Removing one recorded by mistake; her record is fetched again. */
export function useVoidObstetricEvent(personId: string, config?: MutationConfig<MessageResponse, { eventId: string } & VoidBody>) {
  return useWriteMutation(
    ({ eventId, ...body }: { eventId: string } & VoidBody) => voidObstetricEvent(personId, eventId, body),
    [staffKeys.person(personId)],
    config,
  );
}
