import type { Provider } from '@mamata/core/schemas/auth';

/**
 * A mother's profile as `GET /provider/me` answers it (spec §3 provider): Sita of Tokha, no health post, no
 * baby, no report; `over` changes what a test is about.
 */
export function providerFixture(over: Partial<Provider> = {}): Provider {
  return {
    _id: 'p1',
    mobile_number: '9800000001',
    active: true,
    registration_type: 'MOTHER',
    mustChangePassword: false,
    profile: { first_name: 'Sita', last_name: 'Shrestha', gender: 'female', address: 'Tokha-5' },
    healthPost: null,
    babyBirthDate: null,
    babyBirthWeight: null,
    babyBirthHeight: null,
    babyGender: null,
    babyAgeDays: null,
    report: null,
    ...over,
  };
}
