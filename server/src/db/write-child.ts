// Child process of client.test.ts: writes as fast as it can, two rows per immediate transaction
// (the second after the first, so a kill can land between them), and prints each committed pair.
import { settings } from '../modules/settings/settings.schema.ts';
import { openDb } from './client.ts';

const url = process.env.CHILD_DB;
if (!url) throw new Error('CHILD_DB is required');
const database = openDb(url);
for (let i = 0; ; i++) {
  database.write((tx) => {
    tx.insert(settings)
      .values({ key: `a${i}`, value: i })
      .run();
    tx.insert(settings)
      .values({ key: `b${i}`, value: i })
      .run();
  });
  process.stdout.write(`${i}\n`);
}
