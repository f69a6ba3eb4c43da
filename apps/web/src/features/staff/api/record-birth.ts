import { saveThroughOutbox } from '../outbox/outbox.ts';

/**
 * `POST /staff/people/:id/birth`: records a birth, once confirmed (docs/decisions/006); the values as
 * BirthBodySchema checks them. Through the outbox.
 */
export function recordBirth(personId: string, body: Record<string, unknown>) {
  return saveThroughOutbox<{ message: string; id: string }>('birth', personId, `/staff/people/${personId}/birth`, body);
}
