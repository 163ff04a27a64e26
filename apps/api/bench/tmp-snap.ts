import fs from 'node:fs';
import { openDatabase } from '../src/db/client';
const file = process.argv[2]!;
const bytes = new Uint8Array(fs.readFileSync(file)).buffer;
class B extends Blob { constructor() { super([], { type: 'application/x-tar' }); } override arrayBuffer() { return Promise.resolve(bytes); } }
for (let i = 0; i < 5; i++) {
  const t = performance.now(); const c0 = process.cpuUsage();
  const d = await openDatabase({ dataDir: null, snapshot: new B() });
  const t1 = performance.now();
  await d.close();
  const c = process.cpuUsage(c0);
  console.log(`open ${(t1 - t).toFixed(0)} ms, total cpu ${((c.user + c.system) / 1000).toFixed(0)} ms, rss ${(process.memoryUsage().rss/1e6).toFixed(0)} MB`);
}
