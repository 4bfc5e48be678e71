import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { seedDemoCompanyIfEmpty } from './seed/demo.ts';

const config = readConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (config.seedDemo) {
  await seedDemoCompanyIfEmpty(handle.db);
}
const app = await buildApp({ db: handle.db, config, logger: true });

const shutdown = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
app.log.info(`Tournéo écoute sur http://localhost:${config.port} (base ${handle.driver})`);
