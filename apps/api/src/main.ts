import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { reportStopping } from './modules/system/system.routes';
import { describeFailure } from './plugins/logger';
import { createServer, createsEmbeddedDatabase, setUpDatabaseOnly } from './server';

// Everything this process writes (database, uploads, outbox, secrets) is for its own user only.
process.umask(0o077);

/** Set in the environment of the process a cold start runs first (setUpInChild). */
const SETUP_ONLY = 'SIIICCA_SETUP_ONLY';

/**
 * A first start on the embedded database creates, migrates and seeds it (the demo's strategies and
 * projects with their PDFs) in a child process of this same program, which exits before the server
 * opens the database: WebAssembly memory never shrinks, so the seed's growth of PGlite's heap, the
 * template's copy and the PDFs' fonts stayed resident for good (443-461 MB after a cold start against
 * 248-288 MB after a warm one; issue 46). A stop asked meanwhile goes to the child.
 */
async function setUpInChild() {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, [SETUP_ONLY]: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGTERM', forward).on('SIGINT', forward);
  try {
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    if (code !== 0) throw new Error(`la preparación de la base de datos terminó con ${code ?? signal}`);
  } finally {
    process.off('SIGTERM', forward).off('SIGINT', forward);
  }
}

async function main() {
  const config = loadConfig();
  if (process.env[SETUP_ONLY] === '1') {
    await setUpDatabaseOnly(config);
    process.exit(0);
  }
  const phases: Record<string, number> = {};
  if (createsEmbeddedDatabase(config)) {
    const started = performance.now();
    await setUpInChild();
    phases.coldSetUpInChildMs = Math.round(performance.now() - started);
  }
  const { app } = await createServer(config, { phases });
  /** 'draining': not ready, still serving (SHUTDOWN_DRAIN_DELAY_MS); 'closing': the listener is closed. */
  let phase: 'serving' | 'draining' | 'closing' = 'serving';
  let endDelay = () => {};
  const shutdown = async (signal: string) => {
    if (phase === 'closing') return;
    if (phase === 'draining') {
      // An operator's second Ctrl-C (or a second SIGTERM) is not kept waiting for the rest of the delay.
      app.log.info({ signal }, 'second signal: closing now');
      endDelay();
      return;
    }
    phase = 'draining';
    app.log.info({ signal, drainDelayMs: config.drainDelayMs }, 'shutting down');
    // The balancer sees /api/ready fail and stops sending new requests here before the listener
    // closes: a connection still in the kernel's queue at that moment would be reset, and a
    // balancer does not retry a POST. Everything that arrives meanwhile is served as usual.
    reportStopping(app.server);
    if (config.drainDelayMs > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, config.drainDelayMs);
        endDelay = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    phase = 'closing';
    // Requests in flight finish; past the timeout the process leaves anyway (a stuck client must not
    // hold a deployment back). Closing the app closes the database and removes its lock file.
    const force = setTimeout(() => {
      app.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out: exiting with requests still open');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await app.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ host: config.HOST, port: config.PORT });
  const { port } = app.server.address() as AddressInfo;
  const shown = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  app.log.info(`SIIICCA listo en http://${shown}:${port} (base de datos: ${config.DATABASE_URL ? 'PostgreSQL' : 'PGlite embebida'})`);
}

main().catch((err) => {
  // As the log shows errors: a failed query by its code and table, never its parameters (a seed's
  // people, a password hash); other messages with addresses and tokens masked.
  console.error(`No se pudo iniciar SIIICCA: ${describeFailure(err)}`);
  process.exit(1);
});
