import { generatedPasswordNotice } from './auth/bootstrap';
import { loadConfig } from './config';
import { prepareServer } from './server';

const config = loadConfig();
const { app, bootstrap } = await prepareServer(config, { level: config.logLevel });

if (bootstrap.kind === 'generated') {
  process.stdout.write(`\n${generatedPasswordNotice(bootstrap.username, bootstrap.password)}\n`);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
process.stdout.write(
  `\nConsole ready at http://${shownHost}:${config.port}/ (API ${config.apiPrefix}, docs ${config.apiPrefix}/docs)\n\n`,
);
