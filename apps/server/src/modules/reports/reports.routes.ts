import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  archiveResponseSchema,
  archiveSchema,
  generatePdfSchema,
  missionDetailsResponseSchema,
  missionDetailsSchema,
  recentMissionsResponseSchema,
  recentMissionsSchema,
} from '@tourneo/domain';
import { requireCompany, requireFeature } from '../../http/auth.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { findArchive, findRecentMissions, generateMissionPdf, getMissionDetails } from './reports.service.ts';

interface ReportsRoutesOptions {
  storage: FileStorage;
}

/**
 * The Rapports group (issue 15, docs/decisions/0020-reports.md): recent missions, archive, a
 * mission's details and its PDF report. Authentication (and the PDF's feature) on onRequest:
 * 401 and 403 come before any reading of the body.
 */
export const reportRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (app, options) => {
  for (const [url, isLimited] of [
    ['/recent-missions/get-all', true],
    ['/recent-missions/get-all-unlimited', false],
  ] as const) {
    app.post(
      url,
      {
        schema: { body: recentMissionsSchema, response: { 200: recentMissionsResponseSchema } },
        onRequest: requireCompany,
      },
      async (request) =>
        findRecentMissions({ db: app.db, companyId: request.company.id, criteria: request.body, isLimited }),
    );
  }

  app.post(
    '/archive/get-all',
    {
      schema: { body: archiveSchema, response: { 200: archiveResponseSchema } },
      onRequest: requireCompany,
    },
    async (request) => findArchive({ db: app.db, companyId: request.company.id, criteria: request.body }),
  );

  app.post(
    '/reports/mission-details',
    {
      schema: { body: missionDetailsSchema, response: { 200: missionDetailsResponseSchema } },
      onRequest: requireCompany,
    },
    async (request) => ({
      success: true as const,
      data: await getMissionDetails({
        db: app.db,
        companyId: request.company.id,
        missionId: request.body.rdv_id,
      }),
    }),
  );

  app.post(
    '/pdf/generate-pdf',
    {
      schema: { body: generatePdfSchema },
      onRequest: [requireCompany, requireFeature('pdf_generation')],
    },
    async (request, reply) => {
      const { bytes, fileName } = await generateMissionPdf({
        db: app.db,
        companyId: request.company.id,
        companyName: request.company.name,
        storage: options.storage,
        missionId: request.body.rdv_id,
      });
      // The file name is plain ASCII (interventionPdfFileName): no filename* needed.
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
