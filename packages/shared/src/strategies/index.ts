export * from './enums';
export * from './messages';
export * from './kinds';
export * from './actors';
export * from './strategy';
export * from './availability';
export * from './api';
export * from './audit';
