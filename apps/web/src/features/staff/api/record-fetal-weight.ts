import { saveThroughOutbox } from '../outbox/outbox.ts';

/** `POST /staff/people/:id/fetal-weights`: records an estimated fetal weight (FetalWeightBodySchema), through the outbox. */
export function recordFetalWeight(personId: string, body: Record<string, unknown>) {
  return saveThroughOutbox<{ message: string; id: string }>('fetalWeight', personId, `/staff/people/${personId}/fetal-weights`, body);
}
