import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest files first, so that the workers finish together: with two workers, a 150-second file
 * that starts last keeps the whole stage waiting for it alone. How long a file takes comes from this
 * machine's last run (vitest's results cache) when there is one, else from test-durations.json (a
 * clean clone, CI: refresh it with `npm run test:durations` after a full run); a file in neither
 * (a new one) runs first, as vitest's own order does.
 */
export const DURATIONS_FILE = path.resolve(import.meta.dirname, '..', 'test-durations.json');

type TDurations = Record<string, number>;

function committed(): TDurations {
  try {
    return JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8')) as TDurations;
  } catch {
    return {};
  }
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const table = committed();
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${path.relative(root, spec.moduleId)}`;
      const cached = this.ctx.cache.getFileTestResults(key);
      if (cached && !cached.failed) return cached.duration / 1000;
      return table[key] ?? Number.POSITIVE_INFINITY;
    };
    const weight = new Map(files.map((spec) => [spec, seconds(spec)]));
    return [...files].sort((a, b) => {
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      return weight.get(b)! - weight.get(a)!;
    });
  }
}
