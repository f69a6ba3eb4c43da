import { saveThroughOutbox } from '../outbox/outbox.ts';

/**
 * `POST /staff/people/:id/visits`: records an antenatal visit (AntenatalVisitBodySchema), through the outbox
 * (kept on the device when offline). A second visit on the same date is refused with 409 unless `sameDay` is set.
 */
export function recordVisit(id: string, body: Record<string, unknown>) {
  return saveThroughOutbox<{ message: string; id: string }>('visit', id, `/staff/people/${id}/visits`, body);
}
