// Types of build.mjs for the TypeScript code that imports it (e2e/global-setup.ts).
export function contentStamp(inputs: string[]): string;
export function build(options?: { force?: boolean }): void;
