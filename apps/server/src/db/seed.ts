import { count, eq } from 'drizzle-orm';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { dueDateFromLmp } from '@mamata/core/domain/pregnancy';
import type { Db } from './client.ts';
import { antenatalVisits, appSettings, babies, directoryEntries, healthPosts, palikas, pregnancies, providers, staffUsers } from './schema/index.ts';
import { hashPassword } from '../lib/crypto.ts';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'Mamata@2025';

/** The demo accounts, as the README lists them. */
export const DEMO_ACCOUNTS = [
  { mobileNumber: '9800000001', description: 'mother, about 28 weeks pregnant' },
  { mobileNumber: '9800000002', description: 'baby, about 4 months old' },
  { mobileNumber: '9800000003', description: 'inactive mother account (login is refused)' },
  { mobileNumber: '9800000010', description: 'health-post staff, Tokha Health Post (staff console)' },
  { mobileNumber: '9800000011', description: 'health-post staff, Jhor Mahankal Health Post (sees nobody of Tokha)' },
  { mobileNumber: '9800000020', description: 'palika admin, Tokha Municipality' },
] as const;

/** A demo mother is this many days pregnant on the day the database is seeded (28 weeks). */
const DEMO_PREGNANCY_DAYS = 28 * 7;
/** The demo baby is this many days old on the day of seeding (about 4 months). */
const DEMO_BABY_AGE_DAYS = 122;

/**
 * Seeds one palika, three health posts and the demo accounts when the database has no palika.
 * Returns whether it seeded. Dates are relative to today in Nepal so the demo stays "28 weeks".
 */
export async function seedDemoData(db: Db, today: string = nepalToday()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(palikas);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const [palika] = await tx.insert(palikas).values({ name: 'Tokha Municipality', nameNe: 'टोखा नगरपालिका', district: 'Kathmandu' }).returning();
    if (!palika) throw new Error('seed: palika');
    const posts = await tx
      .insert(healthPosts)
      .values([
        { palikaId: palika.id, name: 'Tokha Health Post', nameNe: 'टोखा स्वास्थ्य चौकी', address: 'Tokha-5, Kathmandu', phone: '014350010' },
        { palikaId: palika.id, name: 'Jhor Mahankal Health Post', nameNe: 'झोर महाङ्काल स्वास्थ्य चौकी', address: 'Tokha-9, Kathmandu', phone: '014350020' },
        { palikaId: palika.id, name: 'Dhapasi Urban Health Centre', nameNe: 'धपासी शहरी स्वास्थ्य केन्द्र', address: 'Tokha-7, Kathmandu', phone: '014350030' },
      ])
      .returning();
    const post = posts[0];
    if (!post) throw new Error('seed: health posts');

    const [mother, baby] = await tx
      .insert(providers)
      .values([
        {
          mobileNumber: '9800000001',
          passwordHash,
          registrationType: 'MOTHER',
          firstName: 'Sita',
          lastName: 'Shrestha',
          gender: 'female',
          address: 'Tokha-5, Kathmandu',
          healthPostId: post.id,
        },
        {
          mobileNumber: '9800000002',
          passwordHash,
          registrationType: 'BABY',
          firstName: 'Aarav',
          lastName: 'Tamang',
          gender: 'male',
          address: 'Tokha-5, Kathmandu',
          healthPostId: post.id,
        },
        {
          mobileNumber: '9800000003',
          passwordHash,
          active: false,
          registrationType: 'MOTHER',
          firstName: 'Gita',
          lastName: 'Magar',
          gender: 'female',
          address: 'Tokha-3, Kathmandu',
          healthPostId: post.id,
        },
      ])
      .returning();
    if (!mother || !baby) throw new Error('seed: providers');

    const lmp = addDays(today, -DEMO_PREGNANCY_DAYS);
    const [pregnancy] = await tx
      .insert(pregnancies)
      .values({
        providerId: mother.id,
        lastMenstrualPeriod: lmp,
        dueDate: dueDateFromLmp(lmp),
        heightInches: 60,
        weightKg: 58.5,
        emergencyPhoneNumber: '9800000091',
      })
      .returning();
    if (!pregnancy) throw new Error('seed: pregnancy');
    await tx.insert(babies).values({
      providerId: baby.id,
      birthDate: addDays(today, -DEMO_BABY_AGE_DAYS),
      sex: 'male',
      birthWeightGrams: 3100,
      birthHeightInches: 19.5,
    });
    const otherPost = posts[1];
    if (!otherPost) throw new Error('seed: second health post');
    await tx.insert(staffUsers).values([
      { mobileNumber: '9800000010', passwordHash, fullName: 'Kamala Adhikari', role: 'health_post', palikaId: palika.id, healthPostId: post.id },
      { mobileNumber: '9800000011', passwordHash, fullName: 'Binita Rai', role: 'health_post', palikaId: palika.id, healthPostId: otherPost.id },
      { mobileNumber: '9800000020', passwordHash, fullName: 'Ramesh Karki', role: 'palika_admin', palikaId: palika.id },
    ]);
    // Four antenatal visits (Nepal's 4-visit protocol months, shifted to fit 28 weeks), normal readings.
    const [nurse] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.mobileNumber, '9800000010'));
    if (!nurse) throw new Error('seed: nurse');
    await tx.insert(antenatalVisits).values(
      [
        { week: 14, systolic: 108, diastolic: 68, water: null, weight: 54.0 },
        { week: 20, systolic: 110, diastolic: 70, water: 12.5, weight: 55.8 },
        { week: 24, systolic: 112, diastolic: 72, water: 14.0, weight: 57.1 },
        { week: 28, systolic: 114, diastolic: 74, water: 15.0, weight: 58.5 },
      ].map((v) => ({
        pregnancyId: pregnancy.id,
        visitDate: addDays(lmp, v.week * 7),
        gestationalWeek: v.week,
        systolicPressure: v.systolic,
        diastolicPressure: v.diastolic,
        waterLevel: v.water,
        weightKg: v.weight,
        notes: '',
        recordedBy: nurse.id,
      })),
    );
    await tx.insert(appSettings).values({ key: 'login_bg_image', value: '/images/login-bg.svg' });
    await tx
      .insert(directoryEntries)
      .values(
        ['9800000001', '9800000002', '9800000003', '9800000010', '9800000011', '9800000020'].map((mobileNumber) => ({ mobileNumber, palikaId: palika.id })),
      );
  });
  return true;
}
