/**
 * Nepal's national ambulance number: reference/sources/nepal-emergency-numbers.json (102, "Ambulance",
 * confidence high). Kept in its own small module so a screen that only needs the number does not load the
 * danger-sign list.
 */
export const AMBULANCE_NUMBER = '102';
