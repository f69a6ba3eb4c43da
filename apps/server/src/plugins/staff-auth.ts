// The records, hmis and reminders routes still import the accessor from here; plugins/auth.ts holds it.
export { staffAuthOf } from './auth.ts';
