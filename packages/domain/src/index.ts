export * from './messages/fr.ts';
export * from './plans/catalogue.ts';
export * from './plans/permissions.ts';
export * from './plans/sections.ts';
export * from './time-slots/constants.ts';
export * from './validation/auth.ts';
export * from './routes/public-paths.ts';
