import type { z } from 'zod';
import type { MessageResponse } from '@mamata/core/errors';
import type {
  Correctable,
  CorrectFetalWeightBodySchema,
  CorrectGrowthBodySchema,
  CorrectItemBodySchema,
  CorrectVisitBodySchema,
} from '@mamata/core/schemas/records';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** The corrected values of an entry, with the reason: a visit, a fetal weight, a growth or a given item. */
export type CorrectEntryBody =
  | z.input<typeof CorrectVisitBodySchema>
  | z.input<typeof CorrectFetalWeightBodySchema>
  | z.input<typeof CorrectGrowthBodySchema>
  | z.input<typeof CorrectItemBodySchema>;

/** `PUT /staff/people/:id/:kind/:recordId`: corrects a visit, fetal weight, growth or item entry, with a reason. */
export function correctEntry(personId: string, kind: Correctable, recordId: string, body: CorrectEntryBody) {
  return staffApi.put<MessageResponse>(`/staff/people/${personId}/${kind}/${recordId}`, body);
}

/** Correcting one of her entries; her record is fetched again. */
export function useCorrectEntry(personId: string, kind: Correctable, recordId: string, config?: MutationConfig<MessageResponse, CorrectEntryBody>) {
  return useWriteMutation((body: CorrectEntryBody) => correctEntry(personId, kind, recordId, body), [staffKeys.person(personId)], config);
}
