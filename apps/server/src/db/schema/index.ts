export * from './places.ts';
export * from './providers.ts';
export * from './auth.ts';
export * from './calendar.ts';
export * from './staff.ts';
export * from './public.ts';
export * from './records.ts';
export * from './support.ts';
