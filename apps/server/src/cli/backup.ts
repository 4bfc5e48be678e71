/**
 * `make backup [DIR=backups]`: the database (PostgreSQL with DATABASE_URL, else the embedded one of
 * DATA_DIR, its server stopped), the files of DATA_DIR/files and a manifest, in one archive
 * `DIR/tourneo-<instant>.tar` (docs/decisions/0025-production-operation.md).
 */
import { createBackup } from '../backup/backup.ts';
import { readStartupConfig } from '../config.ts';

const config = readStartupConfig(process.env, { loadSecretKey: false });
const { file, manifest } = await createBackup(config, process.argv[2] ?? 'backups');
const rows = Object.values(manifest.snapshot.tables).reduce((total, table) => total + table.rows, 0);
console.log(
  `Sauvegarde écrite : ${file}\n` +
    `  ${Object.keys(manifest.snapshot.tables).length} tables, ${rows} lignes, ` +
    `${Object.keys(manifest.snapshot.files).length} fichiers` +
    (manifest.filesIncluded ? '' : ' (fichiers dans S3 : non inclus, voir le versionnement du compartiment)'),
);
