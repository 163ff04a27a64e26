// zod's Spanish messages are set by './zod-locale', imported for its effect where zod is used (see there).
export * from './constants';
export * from './messages';
export * from './permissions';
export * from './screens';
export * from './schemas/auth';
export * from './schemas/login-rules';
export * from './schemas/password';
export * from './schemas/email';
export * from './schemas/introspect';
export * from './schemas/list';
export * from './schemas/bounds';
export * from './schemas/roles';
export * from './schemas/users';
export * from './schemas/recovery';
export * from './catalogues';
export * from './strategies';
export * from './projects';
