// The execution stage of research projects (issue 42, docs/execution.md): one file per part.
export * from './life';
export * from './money';
export * from './schedule';
export * from './api';
export * from './messages';
export * from './schemas';
export * from './reports';
export * from './report-labels';
export * from './closure';
export * from './report-files';
