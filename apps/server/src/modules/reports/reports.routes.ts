import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  archiveResponseSchema,
  archiveSchema,
  generatePdfQuerySchema,
  generatePdfSchema,
  missionDetailsResponseSchema,
  missionDetailsSchema,
  recentMissionsResponseSchema,
  recentMissionsSchema,
  reportVersionFileSchema,
} from '@tourneo/domain';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import type { FileStorage } from '../../storage/storage.ts';
import {
  findArchive,
  findRecentMissions,
  generateMissionPdf,
  getMissionDetails,
  getReportVersionFileBytes,
} from './reports.service.ts';

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

  // `?version=1`: an earlier version of the report (issue 39); without it, the last one.
  app.post(
    '/pdf/generate-pdf',
    companyRoute(
      { body: generatePdfSchema, querystring: generatePdfQuerySchema },
      { feature: 'pdf_generation', access: 'everyone' },
    ),
    async (request, reply) => {
      const { bytes, fileName } = await generateMissionPdf({
        ...companyScopeOf(request),
        companyName: request.company.name,
        storage: options.storage,
        missionId: request.body.rdv_id,
        version: request.query.version,
      });
      // The file name is plain ASCII (interventionPdfFileName): no filename* needed.
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  // A photo, file or signature of one version of the report (issue 39): kept after a reopening.
  app.post(
    '/reports/version-file',
    companyRoute({ body: reportVersionFileSchema }, { access: 'everyone' }),
    async (request, reply) => {
      const { bytes, mimeType } = await getReportVersionFileBytes({
        ...companyScopeOf(request),
        storage: options.storage,
        input: request.body,
      });
      return reply
        .header('content-type', mimeType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', mimeType === 'application/pdf' ? 'attachment' : 'inline')
        .send(bytes);
    },
  );
};
