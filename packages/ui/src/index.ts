export { cn } from './lib/cn';
export * from './primitives';
export * from './shell';
export * from './data';
