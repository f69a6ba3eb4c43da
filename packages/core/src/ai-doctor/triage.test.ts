import { describe, expect, test } from 'vitest';
import { DANGER_SIGNS } from '../reference/danger-signs.ts';
import { triage, type TriageContext } from './triage.ts';

const pregnant: TriageContext = { stage: 'pregnancy', gestationalWeek: 30 };
const after: TriageContext = { stage: 'after_delivery' };

/** [question, stage, expected sign] for every sign of the reference, in English, Nepali and romanized Nepali. */
const SIGN_CASES: [string, TriageContext, string][] = [
  ['I am bleeding', pregnant, 'preg_bleeding'],
  ['रगत बग्यो', pregnant, 'preg_bleeding'],
  ['ragat bagyo', pregnant, 'preg_bleeding'],
  ['I had convulsions', pregnant, 'preg_convulsions'],
  ['मलाई काम्ने भयो', pregnant, 'preg_convulsions'],
  ['severe headache', pregnant, 'preg_headache_vision'],
  ['aankha dhamilo bhayo', pregnant, 'preg_headache_vision'],
  ['I have a fever', pregnant, 'preg_fever'],
  ['ज्वरो आयो', pregnant, 'preg_fever'],
  ['severe belly pain', pregnant, 'preg_abdominal_pain'],
  ['pet dherai dukhyo', pregnant, 'preg_abdominal_pain'],
  ['सास फेर्न गाह्रो भयो', pregnant, 'preg_breathing'],
  ['baby is moving less', pregnant, 'preg_reduced_movement'],
  ['bachha chaleko chhaina', pregnant, 'preg_reduced_movement'],
  ['पानी फुट्यो', pregnant, 'preg_water_breaks'],
  ['labour pains started', pregnant, 'preg_early_labour'],
  ['my face is swollen', pregnant, 'preg_swelling'],
  ['vomiting everything', pregnant, 'preg_vomiting'],
  ['heavy bleeding in labour', pregnant, 'lab_heavy_bleeding'],
  ['convulsions during labour', pregnant, 'lab_convulsions'],
  ['labour for 15 hours', { stage: 'pregnancy', gestationalWeek: 40 }, 'lab_prolonged'],
  ['placenta not out yet', after, 'lab_retained_placenta'],
  ['baby hand came out first in labour', pregnant, 'lab_malpresentation'],
  ['fever in labour', pregnant, 'lab_fever'],
  ['severe headache in labour', pregnant, 'lab_headache_vision'],
  ['heavy bleeding after delivery', after, 'pp_heavy_bleeding'],
  ['सुत्केरीपछि धेरै रगत बग्यो', after, 'pp_heavy_bleeding'],
  ['I had a fit', after, 'pp_convulsions'],
  ['blurred vision', after, 'pp_headache_vision'],
  ['I have fever', after, 'pp_fever'],
  ['smelly discharge', after, 'pp_foul_discharge'],
  ['pet dherai dukhyo', after, 'pp_abdominal_pain'],
  ['I cant breathe', after, 'pp_breathing'],
  ['my body is swollen', after, 'pp_swelling'],
  ['cant pass urine', after, 'pp_urine'],
  ['breast is red and swollen', after, 'pp_breast'],
  ['I feel depressed', after, 'pp_mood'],
  ['baby not feeding', after, 'nb_not_feeding'],
  ['baby had convulsions', after, 'nb_convulsions'],
  ['baby is floppy', after, 'nb_lethargic'],
  ['baby breathing fast', after, 'nb_fast_breathing'],
  ['कोखा हानेको', after, 'nb_chest_indrawing'],
  ['baby grunting', after, 'nb_grunting'],
  ['baby nostrils flaring', after, 'nb_nasal_flaring'],
  ['baby lips blue', after, 'nb_blue'],
  ['baby has fever', after, 'nb_fever'],
  ['baby body is cold', after, 'nb_cold'],
  ['baby soft spot bulging', after, 'nb_bulging_fontanelle'],
  ['baby yellow in first 24 hours', after, 'nb_jaundice_early'],
  ['yellow palms and soles', after, 'nb_jaundice_palms'],
  ['naito rato bhayo', after, 'nb_cord'],
  ['baby pustules', after, 'nb_pustules'],
  ['baby eyes pus', after, 'nb_eye_pus'],
  ['white patches in baby mouth', after, 'nb_mouth'],
  ['baby diarrhoea sunken eyes', after, 'nb_diarrhoea_dehydration'],
  ['baby low birth weight', after, 'nb_small'],
];

describe('triage recognises every danger sign of the reference', () => {
  test('the cases cover every sign', () => {
    const covered = new Set(SIGN_CASES.map((c) => c[2]));
    expect(DANGER_SIGNS.map((s) => s.id).filter((id) => !covered.has(id))).toEqual([]);
  });
  test.each(SIGN_CASES)('%s -> %s', (question, context, sign) => {
    const result = triage(question, context);
    expect(result.urgent).toBe(true);
    expect(result.signs.map((s) => s.id)).toContain(sign);
  });
});

describe('negation and information are not urgent', () => {
  test.each([
    ['no bleeding, just asking about food', pregnant],
    ['I don’t have any fever', pregnant],
    ['रगत बगेको छैन', pregnant],
    ['ragat bagena', pregnant],
    ['मलाई ज्वरो आएको छैन', pregnant],
    ['jwaro chhaina', pregnant],
    ['what are the danger signs of pregnancy', pregnant],
    ['signs of labour', pregnant],
    ['my blood pressure report', pregnant],
    ['रगत जाँच कहिले गर्ने', pregnant],
    ['no difficulty breathing', pregnant],
    ['pet dukhyo', pregnant],
    ['bleeding after delivery, is it normal?', after],
    ['swollen feet in the evening', pregnant],
    ['labour pains started', { stage: 'pregnancy', gestationalWeek: 39 }],
    ['khop pachhi halka jwaro aayo', after],
  ] as [string, TriageContext][])('%s', (question, context) => {
    expect(triage(question, context).urgent).toBe(false);
  });
});

describe('actions', () => {
  test('heavy bleeding in pregnancy is raised to call 102, never lowered', () => {
    expect(triage('ragat bagyo', pregnant).action).toBe('go_to_facility_now');
    expect(triage('dherai ragat bagyo', pregnant).action).toBe('call_ambulance_now');
  });
  test('a sign she calls severe is raised from "within 24 hours" to "go now"', () => {
    expect(triage('my face is swollen', pregnant).action).toBe('see_health_worker_within_24h');
    expect(triage('my face is very swollen', pregnant).action).toBe('go_to_facility_now');
  });
  test('convulsions and blue lips need an ambulance', () => {
    expect(triage('baby had a seizure', after).action).toBe('call_ambulance_now');
    expect(triage('nani ko oth nilo bhayo', after).action).toBe('call_ambulance_now');
  });
  test('bleeding that does not stop stays bleeding', () => {
    expect(triage('ragat bageko rokiyeko chhaina', pregnant).urgent).toBe(true);
  });
  test('thoughts of self-harm are urgent and flagged for the helpline', () => {
    const r = triage('मलाई मर्न मन लाग्छ', after);
    expect(r.urgent).toBe(true);
    expect(r.selfHarm).toBe(true);
    expect(r.action).toBe('go_to_facility_now');
  });
});

describe('typos', () => {
  test.each([
    ['I am bleding', pregnant, 'preg_bleeding'],
    ['baby had a siezure', after, 'nb_convulsions'],
    ['high feaver', pregnant, 'preg_fever'],
    ['placnta not out', after, 'lab_retained_placenta'],
  ] as [string, TriageContext, string][])('%s -> %s', (question, context, sign) => {
    expect(triage(question, context).signs.map((s) => s.id)).toContain(sign);
  });
  test('one letter does not turn a Nepali word into a sign ("khane" is not "kamne", "chaleko" is not "chalena")', () => {
    expect(triage('iron chakki kahile khane', pregnant).urgent).toBe(false);
    expect(triage('शिशु चलेको कहिले थाहा हुन्छ?', pregnant).urgent).toBe(false);
  });
});
