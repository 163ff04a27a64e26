import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeFailure } from '../plugins/logger';

/** True when this module is the program being run (not imported): the CLIs stay importable. */
export const isEntryPoint = (moduleUrl: string) =>
  !!process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === moduleUrl;

/** An archive path as the operator typed it: npm runs scripts from the repository root, INIT_CWD is where they were. */
export const operatorPath = (file: string, env: NodeJS.ProcessEnv = process.env) => path.resolve(env.INIT_CWD ?? process.cwd(), file);

/**
 * Runs a CLI: one clear line on failure and exit code 1, never a stack trace, nor a failed query's
 * parameters (plugins/logger.ts).
 */
export function runCli(main: () => Promise<void>) {
  main().catch((err) => {
    console.error(describeFailure(err));
    process.exit(1);
  });
}
