import { count, eq } from 'drizzle-orm';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { dueDateFromLmp } from '@mamata/core/domain/pregnancy';
import { ancContactOf } from '@mamata/core/reference/anc-contacts';
import type { Db } from './client.ts';
import { babySchedule, motherSchedule, type ItemRecord } from '@mamata/core/domain/schedule';
import {
  ambulances,
  antenatalVisits,
  appSettings,
  babies,
  contactMessages,
  directoryEntries,
  fetalWeightEstimates,
  growthMeasurements,
  healthPostMessages,
  healthPosts,
  itemRecords,
  palikas,
  pregnancies,
  providers,
  staffUsers,
  supportNumbers,
} from './schema/index.ts';
import { hashPassword } from '../lib/crypto.ts';

/** The health posts of the demo directory (Tokha Municipality); the first is the demo mothers'. */
export const DEMO_HEALTH_POSTS = [
  { name: 'Tokha Health Post', nameNe: 'टोखा स्वास्थ्य चौकी', address: 'Tokha-5, Kathmandu', phone: '014350010' },
  { name: 'Jhor Mahankal Health Post', nameNe: 'झोर महाङ्काल स्वास्थ्य चौकी', address: 'Tokha-9, Kathmandu', phone: '014350020' },
  { name: 'Dhapasi Urban Health Centre', nameNe: 'धपासी शहरी स्वास्थ्य केन्द्र', address: 'Tokha-7, Kathmandu', phone: '014350030' },
] as const;

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'Mamata@2025';

/** The demo accounts, as the README lists them. */
export const DEMO_ACCOUNTS = [
  { mobileNumber: '9800000001', description: 'mother, about 28 weeks pregnant' },
  { mobileNumber: '9800000002', description: 'baby, about 4 months old' },
  { mobileNumber: '9800000003', description: 'inactive mother account (login is refused)' },
  { mobileNumber: '9800000010', description: 'health-post staff, Tokha Health Post (staff console)' },
  { mobileNumber: '9800000011', description: 'health-post staff, Jhor Mahankal Health Post (sees nobody of Tokha)' },
  { mobileNumber: '9800000012', description: 'health-post staff, Dhapasi Urban Health Centre (the staff-accounts journey changes her password)' },
  { mobileNumber: '9800000020', description: 'palika admin, Tokha Municipality' },
  { mobileNumber: '9800000030', description: 'system admin (national schedule, newsletter, contact messages)' },
] as const;

/** A demo mother is this many days pregnant on the day the database is seeded (28 weeks). */
const DEMO_PREGNANCY_DAYS = 28 * 7;
/** The demo baby is this many days old on the day of seeding (about 4 months). */
const DEMO_BABY_AGE_DAYS = 122;

/**
 * The items of a schedule due on or before `today` (of the periods `periodKeys`, or all), as given on
 * their due day. Repeats until nothing changes, because a dose that must follow another (Td 2 after
 * Td 1, rotavirus 2 after 1) falls due only once that one is recorded.
 */
function givenUpTo(
  today: string,
  schedule: (records: ItemRecord[]) => ReadonlyArray<{ period: { key: string }; items: ReadonlyArray<{ key: string; status: string; dueDate: string }> }>,
  periodKeys?: readonly string[],
): { key: string; givenOn: string }[] {
  const records: { key: string; givenOn: string }[] = [];
  for (;;) {
    const next = schedule(records)
      .filter((p) => !periodKeys || periodKeys.includes(p.period.key))
      .flatMap((p) => p.items)
      .filter((item) => item.status !== 'given' && item.dueDate <= today)
      .map((item) => ({ key: item.key, givenOn: item.dueDate }));
    if (next.length === 0) return records;
    records.push(...next);
  }
}

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
      .values(DEMO_HEALTH_POSTS.map((p) => ({ palikaId: palika.id, ...p })))
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
        // her weight at registration, the pre-pregnancy weight of the IOM band (domain/gestational-weight.ts)
        weightKg: 51.5,
        emergencyPhoneNumber: '9800000091',
      })
      .returning();
    if (!pregnancy) throw new Error('seed: pregnancy');
    const birthDate = addDays(today, -DEMO_BABY_AGE_DAYS);
    // The pregnancy the demo baby came from (born at 39 weeks), so the baby report's womb chart has
    // points: estimates near the Hadlock 1991 medians (670, 1210, 1953, 2816 g at 24, 28, 32, 36 weeks;
    // packages/core/src/reference/sources/fetal-weight-by-gestational-age.json).
    const babyLmp = addDays(birthDate, -39 * 7);
    const [womb] = await tx
      .insert(pregnancies)
      .values({ providerId: baby.id, lastMenstrualPeriod: babyLmp, dueDate: dueDateFromLmp(babyLmp), endedOn: birthDate, outcome: 'birth' })
      .returning();
    if (!womb) throw new Error('seed: baby pregnancy');
    const [babyRecord] = await tx
      .insert(babies)
      .values({ providerId: baby.id, pregnancyId: womb.id, birthDate, sex: 'male', birthWeightGrams: 3100, birthHeightInches: 19.5 })
      .returning();
    if (!babyRecord) throw new Error('seed: baby');
    const otherPost = posts[1];
    if (!otherPost) throw new Error('seed: second health post');
    const thirdPost = posts[2];
    if (!thirdPost) throw new Error('seed: third health post');
    await tx.insert(staffUsers).values([
      // the in-charge of Tokha Health Post: prints and sends its HMIS month
      {
        mobileNumber: '9800000010',
        passwordHash,
        fullName: 'Kamala Adhikari',
        role: 'health_post',
        palikaId: palika.id,
        healthPostId: post.id,
        inCharge: true,
      },
      { mobileNumber: '9800000011', passwordHash, fullName: 'Binita Rai', role: 'health_post', palikaId: palika.id, healthPostId: otherPost.id },
      { mobileNumber: '9800000012', passwordHash, fullName: 'Sunita Thapa', role: 'health_post', palikaId: palika.id, healthPostId: thirdPost.id },
      { mobileNumber: '9800000020', passwordHash, fullName: 'Ramesh Karki', role: 'palika_admin', palikaId: palika.id },
      { mobileNumber: '9800000030', passwordHash, fullName: 'Sarita Shrestha', role: 'system_admin' },
    ]);
    // Her antenatal contacts up to 28 weeks (the national eHMIS's 8 contacts, core reference/anc-contacts.ts): contact 1
    // at 10 weeks, 2 at 14, 3 at 22 and 4 at 28 (today), each in its window; normal readings. Contacts 5-8 are to come.
    const [nurse] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.mobileNumber, '9800000010'));
    if (!nurse) throw new Error('seed: nurse');
    const contactVisits = [
      { week: 10, systolic: 106, diastolic: 66, water: null, weight: 52.3 },
      { week: 14, systolic: 108, diastolic: 68, water: null, weight: 54.0 },
      { week: 22, systolic: 110, diastolic: 70, water: 13.0, weight: 56.4 },
      { week: 28, systolic: 114, diastolic: 74, water: 15.0, weight: 58.5 },
    ];
    await tx.insert(antenatalVisits).values(
      contactVisits.map((v) => ({
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

    // The mother's items up to today, given on their due day at her health post; each antenatal contact on the day of
    // its visit above.
    const contactDays = new Map(contactVisits.map((v) => [`anc-contact-${ancContactOf(v.week)}`, addDays(lmp, v.week * 7)]));
    const motherGiven = givenUpTo(today, (records) => motherSchedule(lmp, today, records)).map((r) => ({ ...r, givenOn: contactDays.get(r.key) ?? r.givenOn }));
    // The baby's birth, 6-week and 10-week contacts given (the 14-week doses are left overdue).
    const babyGiven = givenUpTo(today, (records) => babySchedule(birthDate, today, records), ['birth', '6-weeks', '10-weeks']);
    await tx.insert(itemRecords).values([
      ...motherGiven.map((r) => ({
        providerId: mother.id,
        pregnancyId: pregnancy.id,
        itemKey: r.key,
        givenOn: r.givenOn,
        givenBy: 'Kamala Adhikari',
        givenAt: post.name,
        recordedBy: nurse.id,
      })),
      ...babyGiven.map((r) => ({
        providerId: baby.id,
        babyId: babyRecord.id,
        itemKey: r.key,
        givenOn: r.givenOn,
        givenBy: 'Kamala Adhikari',
        givenAt: post.name,
        recordedBy: nurse.id,
      })),
    ]);
    // Ultrasound estimates close to the Hadlock 1991 medians (331, 670, 1210 g at 20, 24, 28 weeks;
    // packages/core/src/reference/sources/fetal-weight-by-gestational-age.json).
    await tx.insert(fetalWeightEstimates).values(
      [
        { week: 20, grams: 320 },
        { week: 24, grams: 680 },
        { week: 28, grams: 1190 },
      ].map((e) => ({ pregnancyId: pregnancy.id, measuredOn: addDays(lmp, e.week * 7), gestationalWeek: e.week, weightGrams: e.grams, recordedBy: nurse.id })),
    );
    await tx.insert(fetalWeightEstimates).values(
      [
        { week: 24, grams: 650 },
        { week: 28, grams: 1180 },
        { week: 32, grams: 1900 },
        { week: 36, grams: 2750 },
      ].map((e) => ({ pregnancyId: womb.id, measuredOn: addDays(babyLmp, e.week * 7), gestationalWeek: e.week, weightGrams: e.grams, recordedBy: nurse.id })),
    );
    // Growth at birth, 6, 10 and 14 weeks, near the WHO boys' medians (who-growth-*-for-age.json).
    await tx.insert(growthMeasurements).values(
      [
        { days: 0, grams: 3100, inches: 19.5 },
        { days: 42, grams: 4950, inches: 22.2 },
        { days: 70, grams: 5800, inches: 23.3 },
        { days: 98, grams: 6450, inches: 24.3 },
      ].map((g) => ({ babyId: babyRecord.id, measuredOn: addDays(birthDate, g.days), weightGrams: g.grams, heightInches: g.inches, recordedBy: nurse.id })),
    );
    // Ambulances and support numbers: Tokha Health Post's own and the palika's (102: nepal-emergency-numbers.json).
    await tx.insert(ambulances).values([
      {
        palikaId: palika.id,
        healthPostId: post.id,
        driverName: 'Hari Bahadur Thapa',
        driverNameNe: 'हरि बहादुर थापा',
        mobileNumber: '9841000102',
        ambulanceNumber: 'BA 1 JHA 2345',
        ambulanceNumberNe: 'बा १ झ २३४५',
        ambulanceStatus: 'Available',
      },
      {
        palikaId: palika.id,
        healthPostId: null,
        driverName: 'Dil Kumar Gurung',
        driverNameNe: 'दिल कुमार गुरुङ',
        mobileNumber: '9851000103',
        ambulanceNumber: 'BA 2 JHA 6789',
        ambulanceNumberNe: 'बा २ झ ६७८९',
        ambulanceStatus: 'On a call',
      },
      {
        palikaId: palika.id,
        healthPostId: otherPost.id,
        driverName: 'Shyam Lama',
        mobileNumber: '9861000104',
        ambulanceNumber: 'BA 3 JHA 1111',
        ambulanceStatus: 'Available',
      },
    ]);
    await tx.insert(supportNumbers).values([
      { palikaId: palika.id, healthPostId: null, name: 'Ambulance (national)', nameNe: 'एम्बुलेन्स (राष्ट्रिय)', contactNumber: '102' },
      { palikaId: palika.id, healthPostId: post.id, name: 'Tokha Health Post', nameNe: 'टोखा स्वास्थ्य चौकी', contactNumber: '014350010' },
      { palikaId: palika.id, healthPostId: null, name: 'Women helpline (Khabar Garaun)', nameNe: 'महिला हेल्पलाइन (खबर गरौँ)', contactNumber: '1145' },
      { palikaId: palika.id, healthPostId: otherPost.id, name: 'Jhor Mahankal Health Post', contactNumber: '014350020' },
    ]);
    // A few messages in the inbox.
    await tx.insert(healthPostMessages).values([
      {
        healthPostId: post.id,
        kind: 'siren',
        recipient: 'Health-Office',
        mobileNumber: '9812345678',
        message: 'My sister has strong pains, please send someone.',
      },
      {
        healthPostId: post.id,
        kind: 'help',
        recipient: 'Health-Office',
        mobileNumber: '9800000001',
        message: 'Can I come on Sunday for my check-up?',
        providerId: mother.id,
      },
      { healthPostId: otherPost.id, kind: 'siren', recipient: 'Mayor', mobileNumber: '9812345679', message: 'The road to the health post is blocked.' },
    ]);
    await tx.insert(contactMessages).values({
      fullName: 'Maya Karki',
      address: 'Tokha-2, Kathmandu',
      mobileNumber: '9812340000',
      email: 'maya@example.com',
      subject: 'Registration',
      message: 'How can my daughter-in-law register?',
    });
    // No notifications are seeded: the reminder engine writes them from the schedules (modules/reminders/reminder-scan.ts).
    await tx.insert(appSettings).values({ key: 'login_bg_image', value: '/images/login-bg.svg' });
    await tx.insert(directoryEntries).values(
      ['9800000001', '9800000002', '9800000003', '9800000010', '9800000011', '9800000012', '9800000020'].map((mobileNumber) => ({
        mobileNumber,
        palikaId: palika.id,
      })),
    );
  });
  return true;
}
