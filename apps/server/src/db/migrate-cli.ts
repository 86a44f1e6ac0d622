import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(database);
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
await database.close();
