import { loadConfig } from './config';
import { createServer } from './server';

async function main() {
  const config = loadConfig();
  const { app } = await createServer(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Closing the app closes the database (PGlite must always be closed cleanly).
    await app.close().catch((err) => app.log.error({ err }, 'error while closing'));
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ host: config.HOST, port: config.PORT });
  const shown = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  app.log.info(`SIIICCA listo en http://${shown}:${config.PORT} (base de datos: ${config.DATABASE_URL ? 'PostgreSQL' : 'PGlite embebida'})`);
}

main().catch((err) => {
  console.error(`No se pudo iniciar SIIICCA: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
