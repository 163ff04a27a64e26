// ESLint for the whole repository (`npm run lint`, first step of `npm test`). Not type-aware, to stay
// fast: typescript-eslint's recommended rules, React's hook rules in the web app, no import cycles, and
// the boundaries of docs/decisions/005-lint-boundaries.md: one-way layers in each app and in the shared
// package (bulletproof-react's `import/no-restricted-paths` zones), modules through their index, no
// feature importing another.
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const API_MODULES = 'apps/api/src/modules';
const WEB_FEATURES = 'apps/web/src/features';
const foldersOf = (dir) => fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const modules = foldersOf(API_MODULES);
const features = foldersOf(WEB_FEATURES);

/** Test code may also use another module's test fixtures (its testing entry). */
const TEST_FILES = ['**/*.test.ts', '**/test-fixtures.ts', '**/testing/**'];
/**
 * Test code stands above every layer (a test of the lowest file may build the whole app), so the
 * layer zones below do not apply to it; the module and feature boundaries do.
 */
const LAYER_FREE_FILES = [...TEST_FILES, '**/testing.ts', 'apps/api/test/**', 'apps/api/bench/**', 'e2e/**', 'scripts/**'];

/**
 * One-way layers: each entry may import the ones before it and never one after it. A layer's
 * `target` lists its folders and files; everything after it is its forbidden `from`. Files in no
 * layer are free both ways: the API's config.ts and paths.ts (the environment, read by every layer).
 */
const layerZones = (root, layers, doc) =>
  layers.slice(0, -1).map((layer, i) => {
    const higher = layers.slice(i + 1);
    return {
      target: layer.paths.map((p) => `${root}/${p}`),
      from: higher.flatMap((h) => h.paths.map((p) => `${root}/${p}`)),
      message: `${layer.name} may not import ${higher.map((h) => h.name).join(', ')}: the layers go one way (${doc}).`,
    };
  });

const API_LAYERS = [
  { name: 'lib/', paths: ['lib'] },
  { name: 'db/', paths: ['db'] },
  { name: 'connectors/', paths: ['connectors'] },
  // app-deps.ts is the type of what the app hands its plugins and modules, built from the layers below.
  { name: 'platform/', paths: ['platform', 'app-deps.ts'] },
  { name: 'plugins/', paths: ['plugins'] },
  { name: 'modules/', paths: ['modules'] },
  // The top: the entry points, the app that registers everything, the seeding, and the operator's tools.
  { name: 'the app', paths: ['app.ts', 'main.ts', 'server.ts', 'background.ts', 'connections.ts', 'seed.ts', 'ops'] },
];
const WEB_LAYERS = [
  { name: 'lib/', paths: ['lib'] },
  { name: 'components/', paths: ['components'] },
  { name: 'features/', paths: ['features'] },
  { name: 'app/', paths: ['app', 'main.tsx'] },
];
/** The shared package's domains: people below both record types, which never import each other. */
const SHARED = 'packages/shared/src';
const sharedLayerZones = [
  ...layerZones(
    SHARED,
    [
      { name: 'schemas/', paths: ['schemas'] },
      { name: 'catalogues/', paths: ['catalogues'] },
      { name: 'people/', paths: ['people'] },
      { name: 'strategies/ and projects/', paths: ['strategies', 'projects'] },
    ],
    'docs/decisions/005-lint-boundaries.md',
  ),
  ...[
    ['strategies', 'projects'],
    ['projects', 'strategies'],
  ].map(([domain, other]) => ({
    target: `${SHARED}/${domain}`,
    from: `${SHARED}/${other}`,
    message: `${domain}/ does not import ${other}/: what both use goes below them, to people/, catalogues/ or schemas/ (docs/decisions/005-lint-boundaries.md).`,
  })),
];
const LAYER_ZONES = [
  ...layerZones('apps/api/src', API_LAYERS, 'docs/decisions/005-lint-boundaries.md'),
  ...layerZones('apps/web/src', WEB_LAYERS, 'docs/decisions/005-lint-boundaries.md'),
  ...sharedLayerZones,
];

/**
 * A module imports another module only through its public entry, `index.ts` (and, from test code,
 * its `test-fixtures.ts`). Files outside the modules (app.ts, seeds) are not restricted.
 */
const moduleZones = (forTests) =>
  modules.map((module) => ({
    target: `${API_MODULES}/${module}`,
    from: API_MODULES,
    except: [
      `./${module}`,
      ...modules.filter((other) => other !== module).flatMap((other) => [`./${other}/index.ts`, ...(forTests ? [`./${other}/test-fixtures.ts`] : [])]),
    ],
    message: `Import another module through its public entry, modules/<module>/index.ts${forTests ? ' (or its test-fixtures.ts)' : ''} (docs/decisions/005-lint-boundaries.md).`,
  }));

/**
 * The project core knows no stage: evaluation (and the stages after it) import the core and register
 * what they add (modules/projects/stages.ts); the core never imports a stage, not even its entry.
 */
const PROJECT_STAGES = ['evaluation', 'execution'];
const projectCoreZone = {
  target: `${API_MODULES}/projects`,
  from: PROJECT_STAGES.map((stage) => `${API_MODULES}/${stage}`),
  message: 'The project core imports no stage: the stage registers what it adds (modules/projects/stages.ts, docs/decisions/005-lint-boundaries.md).',
};

/**
 * The stages come in order: a later stage builds on an earlier one, never the other way. Evaluation
 * imports nothing of execution (API module and shared code alike).
 */
const stageOrderZones = PROJECT_STAGES.slice(0, -1).flatMap((stage, i) => [
  {
    target: `${API_MODULES}/${stage}`,
    from: PROJECT_STAGES.slice(i + 1).map((later) => `${API_MODULES}/${later}`),
    message: `The ${stage} stage imports no later stage: each stage builds on the ones before it (docs/decisions/005-lint-boundaries.md).`,
  },
  {
    target: `packages/shared/src/${stage}`,
    from: PROJECT_STAGES.slice(i + 1).map((later) => `packages/shared/src/${later}`),
    message: `The shared ${stage} stage imports no later stage: each stage builds on the ones before it (docs/decisions/005-lint-boundaries.md).`,
  },
]);

/**
 * The same in shared code: a project's core (packages/shared/src/projects) names no stage; each stage
 * registers its states and moves (evaluation/life.ts) and project-life.ts puts them together.
 */
const sharedProjectCoreZone = {
  target: 'packages/shared/src/projects',
  from: PROJECT_STAGES.map((stage) => `packages/shared/src/${stage}`),
  message: "The shared project core imports no stage: the stage registers its states and moves, put together in packages/shared/src/project-life.ts (docs/decisions/005-lint-boundaries.md).",
};

/** A web feature never imports another: what two features share goes to components/ or lib/. */
const featureZones = features.map((feature) => ({
  target: `${WEB_FEATURES}/${feature}`,
  from: WEB_FEATURES,
  except: [`./${feature}`],
  message: 'A feature does not import another feature: move what they share to components/ or lib/ (docs/decisions/005-lint-boundaries.md).',
}));

/** packages/shared is used by both apps and imports nothing from either. */
const sharedZone = {
  target: 'packages/shared',
  from: 'apps',
  message: 'packages/shared imports nothing from the apps (docs/decisions/005-lint-boundaries.md).',
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/screenshots/**', 'apps/api/src/db/migrations/**', 'coverage/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      // Without these import-x reads only .js files' imports, and no-cycle sees no TypeScript module at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...moduleZones(false), projectCoreZone, sharedProjectCoreZone, ...stageOrderZones, ...featureZones, sharedZone] }],
    },
  },
  {
    files: LAYER_FREE_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...moduleZones(false), projectCoreZone, sharedProjectCoreZone, ...stageOrderZones, ...featureZones, sharedZone] }],
    },
  },
  {
    files: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...moduleZones(true), projectCoreZone, sharedProjectCoreZone, ...stageOrderZones, ...featureZones, sharedZone] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    // zod's Spanish messages come with the app's resolver (docs/decisions/005-lint-boundaries.md).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/zod-resolver.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@hookform/resolvers/zod', message: "Import zodResolver from lib/zod-resolver, which sets zod's Spanish messages." }] },
      ],
    },
  },
);
