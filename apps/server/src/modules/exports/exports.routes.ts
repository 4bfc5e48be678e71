import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessOf,
  CLIENTS_CSV_HEADER,
  MISSIONS_CSV_HEADER,
  exportFileName,
  missionsExportQuerySchema,
  parisDateOf,
} from '@tourneo/domain';
import { sendCsv } from '../../http/csv-download.ts';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import { auditActorOf } from '../audit/audit.service.ts';
import { clientLines, missionLines, recordExport } from './exports.service.ts';

/**
 * CSV exports (issue 27): the clients and the missions, downloaded from their screens as files
 * French spreadsheets open (UTF-8 with BOM, `;`), streamed batch by batch so that any number of
 * rows goes out in bounded memory.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients/export.csv',
    companyRoute({}, { access: accessOf('GET /clients/export.csv') }),
    async (request, reply) => {
      await recordExport(companyScopeOf(request), auditActorOf(request), 'clients');
      return sendCsv(reply, {
        filename: exportFileName('clients', parisDateOf(new Date())),
        header: CLIENTS_CSV_HEADER,
        records: clientLines(companyScopeOf(request)),
      });
    },
  );

  app.get(
    '/missions/export.csv',
    companyRoute({ querystring: missionsExportQuerySchema }, { access: 'everyone' }),
    async (request, reply) => {
      const { from, to } = request.query;
      await recordExport(companyScopeOf(request), auditActorOf(request), 'missions', request.query);
      return sendCsv(reply, {
        filename: exportFileName('missions', parisDateOf(new Date()), from && to ? { from, to } : undefined),
        header: MISSIONS_CSV_HEADER,
        records: missionLines(companyScopeOf(request), request.query),
      });
    },
  );
};
