import { saveThroughOutbox } from '../outbox/outbox.ts';

/** `POST /staff/people/:id/items`: records a schedule item as given (ItemGivenBodySchema), through the outbox. */
export function recordItemGiven(personId: string, body: Record<string, unknown>) {
  return saveThroughOutbox<{ message: string; id: string }>('item', personId, `/staff/people/${personId}/items`, body);
}
