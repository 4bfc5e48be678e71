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
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { findArchive, findRecentMissions, generateMissionPdf, getMissionDetails } from './reports.service.ts';

interface ReportsRoutesOptions {
  storage: FileStorage;
}

/**
 * The Rapports group (issue 15, docs/decisions/0020-reports.md): recent missions, archive, a
 * mission's details and its PDF report.
 */
export const reportRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (app, options) => {
  for (const [url, isLimited] of [
    ['/recent-missions/get-all', true],
    ['/recent-missions/get-all-unlimited', false],
  ] as const) {
    app.post(
      url,
      companyRoute(
        { body: recentMissionsSchema, response: { 200: recentMissionsResponseSchema } },
        { access: 'everyone' },
      ),
      async (request) =>
        findRecentMissions({ ...companyScopeOf(request), criteria: request.body, isLimited }),
    );
  }

  app.post(
    '/archive/get-all',
    companyRoute({ body: archiveSchema, response: { 200: archiveResponseSchema } }, { access: 'everyone' }),
    async (request) => findArchive({ ...companyScopeOf(request), criteria: request.body }),
  );

  app.post(
    '/reports/mission-details',
    companyRoute(
      { body: missionDetailsSchema, response: { 200: missionDetailsResponseSchema } },
      { access: 'everyone' },
    ),
    async (request) => ({
      success: true as const,
      data: await getMissionDetails({ ...companyScopeOf(request), missionId: request.body.rdv_id }),
    }),
  );

  app.post(
    '/pdf/generate-pdf',
    companyRoute({ body: generatePdfSchema }, { feature: 'pdf_generation', access: 'everyone' }),
    async (request, reply) => {
      const { bytes, fileName } = await generateMissionPdf({
        ...companyScopeOf(request),
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
