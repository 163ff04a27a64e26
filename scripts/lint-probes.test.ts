import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The lint rules the docs rely on (docs/decisions/005-lint-boundaries.md) are probed, not trusted: a
 * cycle or a forbidden import is planted in the source tree and `eslint` must refuse it with the rule
 * that promises to. A rule that silently reads nothing (import-x/no-cycle did, until it was told how
 * to parse TypeScript) fails here.
 */

const root = path.resolve(import.meta.dirname, '..');
const planted: string[] = [];

/** Writes a probe file (a name no real file has) and answers its path; removed after the file's tests. */
function plant(relative: string, text: string) {
  const file = path.join(root, relative);
  fs.writeFileSync(file, text);
  planted.push(file);
  return file;
}
afterAll(() => {
  for (const file of planted) fs.rmSync(file, { force: true });
});

async function ruleIdsOf(files: string[]) {
  const results = await new ESLint({ cwd: root, cache: false }).lintFiles(files);
  return results.flatMap((r) => r.messages.map((m) => `${path.relative(root, r.filePath)}: ${m.ruleId}`));
}

describe('lint probes', () => {
  it('refuses an import cycle between two TypeScript files', async () => {
    const a = plant('apps/api/src/lib/zz-lint-probe-cycle-a.ts', "import { b } from './zz-lint-probe-cycle-b';\nexport const a = () => b;\n");
    const b = plant('apps/api/src/lib/zz-lint-probe-cycle-b.ts', "import { a } from './zz-lint-probe-cycle-a';\nexport const b = () => a;\n");
    const found = await ruleIdsOf([a, b]);
    expect(found).toContain('apps/api/src/lib/zz-lint-probe-cycle-a.ts: import-x/no-cycle');
    expect(found).toContain('apps/api/src/lib/zz-lint-probe-cycle-b.ts: import-x/no-cycle');
  });

  it('refuses the project core importing a stage, even through its entry', async () => {
    const core = plant('apps/api/src/modules/projects/zz-lint-probe-stage.ts', "import { evaluationStage } from '../evaluation';\nexport const probe = evaluationStage;\n");
    expect(await ruleIdsOf([core])).toContain('apps/api/src/modules/projects/zz-lint-probe-stage.ts: import-x/no-restricted-paths');
  });

  it("refuses the shared project core importing a stage's states", async () => {
    const core = plant('packages/shared/src/projects/zz-lint-probe-stage.ts', "import { EVALUATION_LIFE } from '../evaluation/life';\nexport const probe = EVALUATION_LIFE;\n");
    expect(await ruleIdsOf([core])).toContain('packages/shared/src/projects/zz-lint-probe-stage.ts: import-x/no-restricted-paths');
  });

  it('refuses the project core and the evaluation stage importing the execution stage', async () => {
    const core = plant('apps/api/src/modules/projects/zz-lint-probe-execution.ts', "import { executionRoutes } from '../execution';\nexport const probe = executionRoutes;\n");
    const evaluation = plant('apps/api/src/modules/evaluation/zz-lint-probe-execution.ts', "import { executionRoutes } from '../execution';\nexport const probe = executionRoutes;\n");
    const shared = plant('packages/shared/src/evaluation/zz-lint-probe-execution.ts', "import { EXECUTION_LIFE } from '../execution/life';\nexport const probe = EXECUTION_LIFE;\n");
    const found = await ruleIdsOf([core, evaluation, shared]);
    expect(found).toContain('apps/api/src/modules/projects/zz-lint-probe-execution.ts: import-x/no-restricted-paths');
    expect(found).toContain('apps/api/src/modules/evaluation/zz-lint-probe-execution.ts: import-x/no-restricted-paths');
    expect(found).toContain('packages/shared/src/evaluation/zz-lint-probe-execution.ts: import-x/no-restricted-paths');
  });

  it('refuses a lower layer importing a higher one (lib → db)', async () => {
    const lower = plant('apps/api/src/lib/zz-lint-probe-layer.ts', "import { users } from '../db/schema';\nexport const probe = users;\n");
    expect(await ruleIdsOf([lower])).toContain('apps/api/src/lib/zz-lint-probe-layer.ts: import-x/no-restricted-paths');
  });

  it('finds no cycle in the code as it is', async () => {
    const results = await new ESLint({ cwd: root, cache: false, overrideConfig: { rules: { 'import-x/no-restricted-paths': 'off' } } }).lintFiles([
      'apps/api/src/modules/projects',
      'apps/api/src/modules/evaluation',
      'apps/api/src/modules/execution',
      'apps/api/src/app.ts',
      'packages/shared/src',
    ]);
    expect(results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => `${path.relative(root, r.filePath)}: ${m.message}`))).toEqual([]);
  });
});
