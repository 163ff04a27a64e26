export * from './enums';
export * from './messages';
export * from './investigators';
export * from './project';
export * from './availability';
export * from './workflow';
export * from './api';
export * from './audit';
