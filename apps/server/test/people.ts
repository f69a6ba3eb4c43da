import type { FastifyInstance } from 'fastify';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';

/** Mobile numbers of test people: a range per process, so test files on one PostgreSQL never collide. */
let next = 9_830_000_000 + (process.pid % 1000) * 100;

/**
 * Registers a mother of Tokha Health Post (`staff`: a Tokha staff header) whose LMP was `lmpDaysAgo` days
 * ago, logs her in and replaces her one-time password; returns her id, number and headers.
 */
export async function registerMother(app: FastifyInstance, staff: Record<string, string>, lmpDaysAgo: number, firstName = 'Sita') {
  const mobile = String(next++);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/staff/people/mother',
    headers: staff,
    payload: {
      first_name: firstName,
      last_name: 'Tamang',
      mobile_number: mobile,
      address: 'Tokha-4',
      lastMenstrualPeriod: addDays(nepalToday(), -lmpDaysAgo),
      height: 60,
      weight: 55,
    },
  });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  const { id, oneTimePassword } = res.json<{ id: string; oneTimePassword: string }>();
  const login = await app.inject({ method: 'POST', url: '/api/v1/provider/login', payload: { mobile_number: mobile, password: oneTimePassword } });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const changed = await app.inject({
    method: 'PATCH',
    url: '/api/v1/provider/change-password',
    headers,
    payload: { oldPassword: oneTimePassword, newPassword: 'sita-own-2026' },
  });
  if (changed.statusCode !== 200) throw new Error(`password change failed: ${changed.body}`);
  return { id, mobile, headers };
}

/** Records a birth `daysAgo` days ago (one baby unless `babies` says otherwise); returns the birth and baby ids. */
export async function recordBirth(app: FastifyInstance, staff: Record<string, string>, personId: string, daysAgo: number, babies = 1) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/staff/people/${personId}/birth`,
    headers: staff,
    payload: {
      birthDate: addDays(nepalToday(), -daysAgo),
      birthTime: '05:40',
      place: 'facility',
      confirmed: true,
      babies: Array.from({ length: babies }, (_, i) => ({ sex: i % 2 ? 'female' : 'male', birthWeight: 3000 + i * 100, name: '' })),
    },
  });
  if (res.statusCode !== 200) throw new Error(`birth failed: ${res.body}`);
  return res.json<{ id: string; babyIds: string[] }>();
}
