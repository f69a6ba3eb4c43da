/**
 * Local fakes of the outside services the senders talk to, speaking their protocols over real HTTP:
 * - a Web Push service (checks the VAPID authorization and decrypts the aes128gcm payload with the
 *   subscriber's keys, as a browser would), with the phone behind it: the service worker shows each
 *   notification under its `tag` (apps/web/public/sw.js), so a repeat replaces what the phone shows
 *   rather than adding a second notification (`shown`);
 * - an SMS gateway speaking the protocol of apps/server/src/modules/reminders/sms.ts: form post; JSON answer with a
 *   message id; a second request with a `reference` it already accepted is the same message (the same
 *   message id, nothing sent again), as the adapter requires of a gateway; and, when told where, a
 *   delivery report posted back with the shared secret.
 * Each can be told to answer the next requests with given statuses, to test failures and retries.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece is what web-push encrypts with; here it decrypts as the browser does.
import ece from 'http_ece';

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A browser's subscription keys: the private half stays here to decrypt what the push service receives. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
}

export interface PushReceived {
  path: string;
  topic: string | undefined;
  ttl: string | undefined;
  authorization: string | undefined;
  payload: { title: string; body: string; url: string; tag: string } | null;
}

/**
 * A fake push service. Subscriptions are `${url}/push/<name>`; `keysFor` decrypts each one's messages.
 * `silent`: it reads each request and never answers (a push service that hangs); `waiting` counts them.
 */
export async function fakePushService(opts: { delayMs?: number; silent?: boolean } = {}) {
  /** Every message the push service accepted, repeats included (what crossed the wire). */
  const received: PushReceived[] = [];
  /** What each phone shows: per subscription, the notifications by tag (a repeat of a tag replaces it). */
  const shown = new Map<string, Map<string, PushReceived['payload']>>();
  const statuses: number[] = [];
  const keys = new Map<string, ReturnType<typeof browserKeys>>();
  let waiting = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      if (opts.silent) {
        waiting++;
        return;
      }
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      const name = (req.url ?? '').split('/').pop() ?? '';
      const status = statuses.shift() ?? 201;
      const k = keys.get(name);
      let payload: PushReceived['payload'] = null;
      if (k && status < 300) {
        payload = JSON.parse(
          ece.decrypt(body, { version: 'aes128gcm', privateKey: k.ecdh, authSecret: k.keys.auth }).toString('utf8'),
        ) as PushReceived['payload'];
      }
      if (status < 300) {
        received.push({
          path: req.url ?? '',
          topic: req.headers.topic as string | undefined,
          ttl: req.headers.ttl as string | undefined,
          authorization: req.headers.authorization,
          payload,
        });
        // the phone: showNotification(title, { tag }) replaces a notification of the same tag
        if (payload) {
          const phone = shown.get(name) ?? new Map<string, PushReceived['payload']>();
          phone.set(payload.tag, payload);
          shown.set(name, phone);
        }
      }
      res.writeHead(status).end();
    })();
  });
  const url = await listen(server);
  return {
    url,
    received,
    shown,
    /** The next requests get these statuses (then 201 again). */
    answer: (...s: number[]) => statuses.push(...s),
    /** A new subscription of this fake service, as a browser would send it. */
    subscribe(name: string) {
      const k = browserKeys();
      keys.set(name, k);
      return { endpoint: `${url}/push/${name}`, keys: k.keys };
    },
    /** Requests a silent service has read and left unanswered. */
    waiting: () => waiting,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface SmsReceived {
  token: string;
  from: string;
  to: string;
  text: string;
  reference: string;
}

/** A delivery report as the gateway posts it (apps/server/src/modules/reminders/sms.ts). */
export interface SmsReport {
  message_id: string;
  reference: string;
  status: 'delivered' | 'failed';
  error?: string;
}

/**
 * A fake SMS gateway: POST form token/from/to/text/reference; answers `{ response_code: 200, message_id }`.
 * `received` is every accepted request (repeats included: what crossed the wire), `messages` what went to
 * phones: one per reference. With `reportTo` set it posts each new message's delivery report there.
 */
export async function fakeSmsGateway(token = 'test-token', opts: { delayMs?: number } = {}) {
  const received: SmsReceived[] = [];
  const messages = new Map<string, SmsReceived & { messageId: string }>();
  const reports: Array<{ report: SmsReport; status: number }> = [];
  const statuses: number[] = [];
  let reportTo: { url: string; token: string; status: (m: SmsReceived) => SmsReport['status'] } | null = null;
  let n = 0;
  const pending = new Set<Promise<void>>();
  const report = async (body: SmsReport) => {
    if (!reportTo) return;
    const res = await fetch(reportTo.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reportTo.token}` },
      body: JSON.stringify(body),
    });
    reports.push({ report: body, status: res.status });
  };
  const server = createServer((req, res) => {
    void (async () => {
      const form = new URLSearchParams((await readBody(req)).toString('utf8'));
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      const status = statuses.shift() ?? 200;
      if (status !== 200) return void res.writeHead(status).end('busy');
      if (form.get('token') !== token)
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ response_code: 403, message: 'Invalid token' }));
      const sms: SmsReceived = {
        token: form.get('token') ?? '',
        from: form.get('from') ?? '',
        to: form.get('to') ?? '',
        text: form.get('text') ?? '',
        reference: form.get('reference') ?? '',
      };
      received.push(sms);
      // a reference already accepted is the same message: the same id, nothing sent again
      const known = sms.reference ? messages.get(sms.reference) : undefined;
      const messageId = known?.messageId ?? `m${++n}`;
      if (!known) {
        messages.set(sms.reference || messageId, { ...sms, messageId });
        if (reportTo) {
          const status = reportTo.status(sms);
          const sent = report({ message_id: messageId, reference: sms.reference, status, ...(status === 'failed' ? { error: 'handset unreachable' } : {}) });
          pending.add(sent);
          void sent.finally(() => pending.delete(sent));
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ response_code: 200, message_id: messageId, count: 1 }));
    })();
  });
  const url = await listen(server);
  return {
    url: `${url}/v2/sms/`,
    received,
    messages,
    reports,
    answer: (...s: number[]) => statuses.push(...s),
    /** Posts a delivery report of each new message to `url` with the shared secret (status: 'delivered' unless told). */
    reportTo: (to: string, secret: string, status: (m: SmsReceived) => SmsReport['status'] = () => 'delivered') => {
      reportTo = { url: to, token: secret, status };
    },
    /** Waits for the delivery reports on their way. */
    settled: () => Promise.all([...pending]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
