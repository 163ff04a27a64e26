// People and organisations (terceros): one record per identification, named by strategies and projects
// alike, so it belongs to neither. Below both: it imports nothing from strategies/ or projects/.
export * from './enums';
export * from './messages';
export * from './people';
export * from './authorisation';
