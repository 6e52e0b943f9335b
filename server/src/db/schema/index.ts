/**
 * The whole Drizzle schema. One file per table group; every file is re-exported here so the
 * typed database, drizzle-kit and the migrations see every table.
 */
export * from './admin-users';
export * from './audit';
export * from './challenges';
export * from './faq';
export * from './goals';
export * from './levels';
export * from './person-name';
export * from './sessions';
export * from './telegram-users';
export * from './users';
