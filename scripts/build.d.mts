// Types of build.mjs for the TypeScript code that imports it (e2e/global-setup.ts, apps/api/test).
export function contentStamp(inputs: string[]): string;
export function build(options?: { force?: boolean; only?: ('web app' | 'API')[] | null; quiet?: boolean }): void;
