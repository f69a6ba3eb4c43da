import type { FastifyInstance } from 'fastify';

/** Logs a demo staff account in and returns its bearer header. */
export async function staffHeaders(app: FastifyInstance, mobileNumber: string): Promise<{ authorization: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: mobileNumber, password: 'Mamata@2025' } });
  const token = res.json<{ token?: string }>().token;
  if (!token) throw new Error(`staff login of ${mobileNumber} failed: ${res.body}`);
  return { authorization: `Bearer ${token}` };
}

/** The id of a demo person by mobile number, as staff of her health post find her. */
export async function personId(app: FastifyInstance, staff: { authorization: string }, mobile: string): Promise<string> {
  const res = await app.inject({ url: `/api/v1/staff/people?search=${mobile}`, headers: staff });
  const id = res.json<{ people: Array<{ id: string }> }>().people[0]?.id;
  if (!id) throw new Error(`no person ${mobile}: ${res.body}`);
  return id;
}
