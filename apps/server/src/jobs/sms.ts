/**
 * SMS (docs/spec/decisions.md "SMS"): an outbox plus a gateway adapter configured by the environment. By default there
 * is no gateway: messages stay in the outbox (`notification_deliveries`, channel 'sms') and nothing leaves the
 * machine; the start-up log says so. The HTTP adapter speaks the form-post API of Nepal's SMS aggregators
 * (token, sender, recipient number, text; a JSON answer with a response code and a message id) and sends the
 * delivery id as the client reference, so a resend after a crash can be recognised by the gateway.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Delivery, SendOutcome } from './outbox.ts';
import { rowsOf } from './sql-rows.ts';

/** One text to one number. */
export interface SmsMessage {
  to: string;
  text: string;
  /** Idempotency reference: the outbox row's id. */
  reference: string;
}

/** An SMS gateway. */
export interface SmsGateway {
  readonly name: string;
  send(message: SmsMessage): Promise<SendOutcome>;
}

const TIMEOUT_MS = 10_000;

/** An HTTP gateway: POST form fields token, from, to, text, reference; 2xx with `response_code` 200 is accepted. */
export function httpSmsGateway(config: { url: string; token: string; sender: string }, fetchImpl: typeof fetch = fetch): SmsGateway {
  return {
    name: `HTTP gateway ${new URL(config.url).host}`,
    async send(message) {
      const body = new URLSearchParams({ token: config.token, from: config.sender, to: message.to, text: message.text, reference: message.reference });
      let res: Response;
      try {
        res = await fetchImpl(config.url, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (error) {
        return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
      }
      const text = await res.text();
      if (res.status === 429 || res.status >= 500) return { kind: 'retry', error: `gateway answered ${res.status}` };
      if (res.status >= 400) return { kind: 'failed', error: `gateway answered ${res.status}: ${text.slice(0, 200)}` };
      let answer: { response_code?: number; message_id?: string; message?: string } = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        return { kind: 'retry', error: 'gateway answer is not JSON' };
      }
      if (answer.response_code !== 200) return { kind: 'failed', error: `gateway refused: ${answer.message ?? answer.response_code}` };
      return { kind: 'sent', ref: answer.message_id ?? message.reference };
    },
  };
}

/** The SMS sender over a gateway: to her current number, only while her account is active and SMS is on. */
export function smsSender(db: Db, gateway: SmsGateway) {
  return async (delivery: Delivery): Promise<SendOutcome> => {
    const [who] = await rowsOf<{ active: boolean; sms_enabled: boolean; mobile_number: string }>(
      db,
      sql`select active, sms_enabled, mobile_number from providers where id = ${delivery.providerId}::uuid`,
    );
    if (!who?.active || !who.sms_enabled) return { kind: 'skipped', reason: 'SMS off or account inactive' };
    const text = typeof delivery.payload.text === 'string' ? delivery.payload.text : '';
    if (!text) return { kind: 'failed', error: 'empty text' };
    return gateway.send({ to: who.mobile_number, text, reference: delivery.id });
  };
}
