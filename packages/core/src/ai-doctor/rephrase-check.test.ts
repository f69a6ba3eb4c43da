import { describe, expect, test } from 'vitest';
import { KNOWLEDGE_BASE } from './knowledge/search.ts';
import { rephraseAddsFacts, rephraseMaxLength } from './rephrase-check.ts';

const IRON =
  'Take one iron-folic acid tablet every day from the fourth month of pregnancy until the birth, and for 45 days after the birth. The health post gives them free.\nThey prevent low blood (anaemia) and help the baby grow. Take them with water or lemon water, not with tea or milk.';
const IRON_NE =
  'गर्भको चौथो महिनादेखि सुत्केरी नहुन्जेल र सुत्केरीपछि ४५ दिनसम्म दिनहुँ एउटा आइरन चक्की खानुहोस्। स्वास्थ्य चौकीमा निःशुल्क पाइन्छ।\nयसले रगतको कमी हुन दिँदैन र शिशु राम्ररी बढ्छ। पानी वा कागतीपानीसँग खानुहोस्, चिया वा दूधसँग होइन।';
const REST = 'Rest when you are tired and sleep on your left side. Eat an extra meal each day.';

describe('a rephrasing may reword, never add a number, a dose or a medicine', () => {
  test('a faithful rewording passes, in English and in Nepali, digits of either script', () => {
    expect(
      rephraseAddsFacts(
        IRON,
        'From the fourth month until 45 days after the birth, take one iron-folic acid tablet a day. Your health post gives the tablets free. Take them with water, not tea or milk.',
      ),
    ).toBeNull();
    expect(rephraseAddsFacts(IRON_NE, 'चौथो महिनादेखि सुत्केरीपछि 45 दिनसम्म हरेक दिन एउटा आइरन चक्की खानुहोस्। चिया वा दूधसँग नखानुहोस्।')).toBeNull();
    expect(rephraseAddsFacts(IRON, 'Take one tablet daily.')).toBeNull();
  });

  test.each([
    ['Call 9800000001 and stop all medicine.', 'the number 9800000001'],
    ['Call ९८०००००००१ now.', 'the number 9800000001'],
    ['Call ٩٨٠٠ now.', 'the number 9800'],
    ['Call ９８００ now.', 'the number 9800'],
    ['Take 2 tablets for 45 days.', 'the number 2'],
    ['Call nine eight zero zero now.', 'a spelled-out number "nine eight zero zero"'],
  ])('%s is refused: %s', (text, why) => {
    expect(rephraseAddsFacts(IRON, text)).toBe(why);
  });

  test.each([
    [REST, 'Rest, and take paracetamol when you are tired.', 'a named medicine "paracetamol"'],
    [IRON, 'Take one iron-folic acid tablet every day, with amoxicillin.', 'a named medicine "amoxicillin"'],
    [IRON, 'Take one iron tablet and some cefuroxime daily.', 'a drug name "cefuroxime"'],
    [IRON, 'Take one iron tablet with clarithromycin.', 'a drug name "clarithromycin"'],
    [REST, 'Rest, and stop all medicine.', 'medicine "medicine"'],
    [IRON, 'Take one iron tablet twice a day.', 'how often "twice"'],
    [IRON, 'Take one iron tablet of 60 mg.', 'the number 60'],
    [IRON, 'Take one iron tablet, a spoon of syrup too.', 'spoon "spoon"'],
    [IRON_NE, 'दिनहुँ एउटा आइरन चक्की र सिटामोल खानुहोस्।', 'medicine (ne) "सिटामोल"'],
    [REST, 'आराम गर्नुहोस् र औषधि बन्द गर्नुहोस्।', 'medicine (ne) "औषधि"'],
    [REST, 'Rest, and take vitamin A.', 'a named medicine "vitamin a"'],
  ])('a medicine or dose the passage does not name is refused: %#', (passage, text, why) => {
    expect(rephraseAddsFacts(passage, text)).toBe(why);
  });

  test('a rephrasing far longer than its passage is refused', () => {
    expect(rephraseAddsFacts(REST, 'Rest. '.repeat(100))).toBe('too long');
    expect(rephraseMaxLength(REST)).toBe(2 * REST.length + 200);
  });

  test('every passage of the knowledge base passes as it is, in both languages (the check never refuses the passage itself)', () => {
    for (const e of KNOWLEDGE_BASE) {
      expect(rephraseAddsFacts(e.answer.en, e.answer.en), e.id).toBeNull();
      expect(rephraseAddsFacts(e.answer.ne, e.answer.ne), e.id).toBeNull();
    }
  });
});
