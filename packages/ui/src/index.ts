export * from './data';
export { cn } from './lib/cn';
export * from './primitives';
export * from './shell';
