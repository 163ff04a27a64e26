// The evaluation stage of research projects (issue 28): one file per part.
export * from './life';
export * from './score';
export * from './reviews';
export * from './assignments';
export * from './criteria';
export * from './decisions';
