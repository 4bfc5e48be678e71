export * from './companies.ts';
export * from './admin-sessions.ts';
export * from './agents.ts';
export * from './roles.ts';
export * from './operations.ts';
export * from './operation-team-requirements.ts';
export * from './clients.ts';
export * from './rate-limits.ts';
