/**
 * Signs that mean "call an ambulance now" (action `call_ambulance_now`), shown on the emergency
 * screen. Source: /work/shared/reference/danger-signs.json (WHO PCPNC danger signs, WHO postnatal
 * care recommendations 2013/2022, Nepal MoHP CB-IMNCI and PNC register wording). Labels are the
 * file's own, in English and Nepali; entries whose Nepali the file marks
 * `compiler_translation_needs_review` must be reviewed by a Nepali-speaking health worker.
 */
export interface DangerSign {
  id: string;
  en: string;
  ne: string;
}

/** Mother: pregnancy, labour and after delivery (the same sign once). */
export const MOTHER_CALL_NOW: readonly DangerSign[] = [
  { id: 'pp_heavy_bleeding', en: 'Heavy bleeding', ne: 'अत्यधिक रक्तस्राव' },
  { id: 'preg_convulsions', en: 'Fits / convulsions', ne: 'काम्ने / बेहोस हुने' },
  { id: 'lab_retained_placenta', en: 'Placenta not out in 30 min', ne: '३० मिनेटमा साल ननिस्कनु' },
  { id: 'lab_malpresentation', en: 'Hand, foot or cord comes first', ne: 'हात, खुट्टा वा नाल पहिले निस्कनु' },
];

/** Newborn. */
export const BABY_CALL_NOW: readonly DangerSign[] = [
  { id: 'nb_convulsions', en: 'Convulsions', ne: 'कम्पन' },
  { id: 'nb_lethargic', en: 'Floppy, unconscious, moves only when touched', ne: 'सुस्त वा बेहोस, कम चल्ने' },
  { id: 'nb_blue', en: 'Blue lips or face', ne: 'मुख/अनुहार निलो' },
];

/**
 * The national ambulance number. Source: /work/shared/reference/nepal-emergency-numbers.json
 * (US Embassy Nepal "Emergency Assistance", Ministry of Home Affairs task force: 102 ambulance).
 */
export const AMBULANCE_NUMBER = '102';
