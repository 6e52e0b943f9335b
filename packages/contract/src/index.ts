export * from './auth';
export * from './envelope';
export * from './permissions';
export * from './route';
export * from './routes';
