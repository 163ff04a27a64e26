export * from './holidays';
export * from './schemas';
