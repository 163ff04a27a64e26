import type { AddressInfo } from 'node:net';
import { loadConfig } from './config';
import { reportStopping } from './modules/system/system.routes';
import { describeFailure } from './plugins/logger';
import { createServer } from './server';

// Everything this process writes (database, uploads, outbox, secrets) is for its own user only.
process.umask(0o077);

async function main() {
  const config = loadConfig();
  const { app } = await createServer(config);
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
