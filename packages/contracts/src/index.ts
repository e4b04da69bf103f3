export * from './common.ts';
export * from './config.ts';
export * from './users.ts';
export * from './venues.ts';
export * from './offers.ts';
