// Builds the migrated database template once, before the test workers start and would race to build it.
import { migratedTemplate } from './template-database.ts';

export default async function setup(): Promise<void> {
  await migratedTemplate();
}
