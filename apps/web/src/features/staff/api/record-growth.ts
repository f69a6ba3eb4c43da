import { saveThroughOutbox } from '../outbox/outbox.ts';

/** `POST /staff/people/:id/growth`: records a baby's weight and length (GrowthBodySchema), through the outbox. */
export function recordGrowth(personId: string, body: Record<string, unknown>) {
  return saveThroughOutbox<{ message: string; id: string }>('growth', personId, `/staff/people/${personId}/growth`, body);
}
