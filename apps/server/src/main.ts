import { ConfigError, loadConfig, withDemoDefaults } from './config.ts';
import { StartupError, startServer } from './server.ts';

async function main(): Promise<void> {
  // `--demo` (npm start, npm run dev): the developer routes default to on, for this machine only.
  const config = loadConfig(process.argv.includes('--demo') ? withDemoDefaults(process.env) : process.env);
  const server = await startServer(config);
  const { app } = server;
  app.log.info(
    {
      database: server.database.driver,
      bus: server.bus.driver,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
    },
    `TradeCircle is running at http://localhost:${config.port}`,
  );
  if (config.devRoutesEnabled) {
    app.log.info(
      `Developer routes are on (DEV_ROUTES) for requests from this machine only: read a sign-in OTP at http://localhost:${config.port}/backend/api/dev/sms-outbox/{phone}`,
    );
  }

  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'shutting down: draining requests');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forceExit.unref();
    server.stop().then(
      () => {
        app.log.info('shutdown complete');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // Configuration and start-up problems are one clear line, not a stack trace.
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('TradeCircle failed to start:', error);
  }
  process.exit(1);
});
