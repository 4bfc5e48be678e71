/**
 * `make restore FILE=backups/tourneo-….tar`: into a new database (DATABASE_URL, created if missing;
 * refused if it holds tables) or a new embedded data folder (DATA_DIR), then every table, sequence
 * and file is compared with the archive's manifest: exit code 1 on the least difference.
 */
import { restoreBackup } from '../backup/restore.ts';
import { readStartupConfig } from '../config.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage : make restore FILE=backups/tourneo-….tar');
  process.exit(2);
}
const config = readStartupConfig(process.env, { loadSecretKey: false });
const { restored, differences } = await restoreBackup(config, file);
if (differences.length > 0) {
  console.error(
    `Restauration différente de la sauvegarde :\n${differences.map((line) => `  - ${line}`).join('\n')}`,
  );
  process.exit(1);
}
const rows = Object.values(restored.tables).reduce((total, table) => total + table.rows, 0);
console.log(
  `Restauration vérifiée : ${Object.keys(restored.tables).length} tables, ${rows} lignes, ` +
    `${Object.keys(restored.files).length} fichiers identiques à la sauvegarde`,
);
