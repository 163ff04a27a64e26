export * from './accounts';
export * from './academic';
export * from './sectionals';
export * from './recovery';
export * from './catalogues';
export * from './geography';
export * from './announcements';
export * from './limits';
