// `npm start`: builds what changed (scripts/build.mjs), then runs the compiled server in this very
// process, so that a SIGTERM sent by npm, a process manager or a container reaches the server itself.
import { build } from './build.mjs';

build();
await import('../apps/api/dist/main.js');
