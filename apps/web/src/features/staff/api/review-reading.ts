import type { CreatedResponse } from '@mamata/core/errors';
import type { ReviewReadingBody } from '@mamata/core/schemas/records';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** `POST /staff/people/:id/visits/:visitId/review`: a nurse marks a reading in the emergency range reviewed, with a note. */
export function reviewReading(id: string, visitId: string, body: ReviewReadingBody) {
  return staffApi.post<CreatedResponse>(`/staff/people/${id}/visits/${visitId}/review`, body);
}

/** Marking a reading reviewed; everything of the console is fetched again (it leaves the flagged lists). */
export function useReviewReading(id: string, visitId: string, config?: MutationConfig<CreatedResponse, ReviewReadingBody>) {
  return useWriteMutation((body: ReviewReadingBody) => reviewReading(id, visitId, body), [staffKeys.all], config);
}
