/**
 * SMS (docs/spec/decisions.md "SMS"): an outbox plus a gateway adapter configured by the environment. By default there
 * is no gateway: messages stay in the outbox (`notification_deliveries`, channel 'sms') and nothing leaves the
 * machine; the start-up log says so.
 *
 * The HTTP gateway protocol (the kind Nepal's SMS aggregators offer; docs/decisions/012-reminders.md):
 * - Send: `POST SMS_GATEWAY_URL`, form fields token, from, to, text, reference. The answer is JSON
 *   `{ response_code: 200, message_id }` when accepted. `reference` is our outbox row id: the gateway MUST
 *   treat a second request with a reference it has already accepted as the same message (answer the same
 *   message id, send nothing again). That is what makes a resend after a crash harmless.
 * - Delivery report: the gateway posts `{ message_id, reference?, status, error?, delivered_at? }` as JSON to
 *   `/api/v1/sms/delivery-report` with `Authorization: Bearer SMS_GATEWAY_DLR_TOKEN`; status 'delivered'
 *   marks the row delivered, 'failed' | 'undelivered' | 'expired' | 'rejected' failed.
 */
import { sql } from 'drizzle-orm';
import type { SmsDeliveryReport } from '@mamata/core/schemas/reminders';
import type { Db } from '../../db/client.ts';
import type { Delivery, SendOutcome } from './outbox.ts';
import { rowsOf } from '../../db/sql-rows.ts';

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
      // the gateway's message id, which its delivery report names
      return { kind: 'sent', ref: answer.message_id !== undefined ? String(answer.message_id) : message.reference };
    },
  };
}

/** The SMS sender over a gateway: to her current number, only while her account is active and SMS is on (or she asked for a login code). */
export function smsSender(db: Db, gateway: SmsGateway) {
  return async (delivery: Delivery): Promise<SendOutcome> => {
    const [who] = await rowsOf<{ active: boolean; sms_enabled: boolean; mobile_number: string }>(
      db,
      sql`select active, sms_enabled, mobile_number from providers where id = ${delivery.providerId}::uuid`,
    );
    // a login code she asked for goes although reminders by SMS are off (docs/decisions/026-login-lockout-and-proxies.md)
    const asked = delivery.payload.kind === 'login_code';
    if (!who?.active || !(who.sms_enabled || asked)) return { kind: 'skipped', reason: 'SMS off or account inactive' };
    const text = typeof delivery.payload.text === 'string' ? delivery.payload.text : '';
    if (!text) return { kind: 'failed', error: 'empty text' };
    return gateway.send({ to: who.mobile_number, text, reference: delivery.id });
  };
}

/**
 * Records a delivery report of the gateway: the SMS row it names (by our reference, or by the gateway's
 * message id) becomes 'delivered', or 'failed' with the gateway's reason. Only a row that went to the
 * gateway changes ('sending', 'sent', or 'pending' for a retry after an answer that was lost); a report
 * repeated, or one after the final word, changes nothing. Returns how many rows changed.
 */
export async function recordDeliveryReport(db: Db, report: SmsDeliveryReport, now = new Date()): Promise<number> {
  const delivered = report.status === 'delivered';
  const at = now.toISOString();
  const deliveredAt = report.delivered_at ?? at;
  const which = [...(report.reference ? [sql`id = ${report.reference}::uuid`] : []), ...(report.message_id ? [sql`provider_ref = ${report.message_id}`] : [])];
  const error = delivered ? null : `gateway report: ${report.status}${report.error ? `: ${report.error}` : ''}`;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update notification_deliveries set
        state = ${delivered ? 'delivered' : 'failed'},
        delivered_at = ${delivered ? sql`${deliveredAt}::timestamptz` : sql`null`},
        sent_at = coalesce(sent_at, ${at}::timestamptz),
        provider_ref = coalesce(provider_ref, ${report.message_id ?? null}),
        last_error = ${error},
        locked_until = null,
        updated_at = ${at}::timestamptz
      where channel = 'sms' and (${sql.join(which, sql` or `)})
        and (state in ('sending', 'sent') or (state = 'pending' and attempts > 0))
      returning id`,
  );
  return rows.length;
}
