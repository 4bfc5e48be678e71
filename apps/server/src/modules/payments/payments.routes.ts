import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  creditNoteSchema,
  generateInvoicesResponseSchema,
  generateInvoicesSchema,
  idOf,
  invoiceChangedResponseSchema,
  invoiceDetailResponseSchema,
  invoiceIdSchema,
  invoiceListResponseSchema,
  invoicesQuerySchema,
  legalIdentityResponseSchema,
  legalIdentitySchema,
  metricsQuerySchema,
  paymentMetricsResponseSchema,
  recordFailureSchema,
  recordPaymentSchema,
  credentialsBodySchema,
  exportFileName,
  INVOICES_CSV_HEADER,
  INVOICES_CSV_OPERATOR_HEADER,
  parisDateOf,
} from '@tourneo/domain';
import { sendCsv } from '../../http/csv-download.ts';
import {
  requireCompany,
  requireCompanyOrOperator,
  requireOperator,
  requireOperatorOrFeature,
} from '../../http/auth.ts';
import type { OperatorConfig } from '../../config.ts';
import type { FileStorage } from '../../storage/storage.ts';
import {
  findInvoices,
  generateAllInvoices,
  getInvoice,
  getInvoiceSummary,
  getInvoicePdf,
  getInvoiceXml,
  getLegalIdentity,
  getPaymentMetrics,
  invoiceCsvLines,
  issueCreditNote,
  recordFailure,
  recordPayment,
  saveLegalIdentity,
} from './payments.service.ts';

/** Spec 2 §6: payments need advanced_stats; the platform operator sees every company's. */
const readers = [requireCompanyOrOperator, requireOperatorOrFeature('advanced_stats')];
/** The operator's calls: a company gets 403. */
const operatorOnly = [requireCompanyOrOperator, requireOperator];
/** Which roles of a company's people may call them (decision 0033). */
const financeRead = { access: 'financeRead' } as const;
const financeChange = { access: 'finance' } as const;
const fileParams = z.object({ id: idOf(MESSAGES.payments.invoiceNotFound) });

export const paymentRoutes: FastifyPluginAsyncZod<{
  operator: OperatorConfig | undefined;
  storage: FileStorage;
}> = async (app, options) => {
  /** The company's own rows; the operator's: every company's (undefined). */
  const scopeOf = (request: { isOperator: boolean; company: { id: number } }) =>
    request.isOperator ? undefined : request.company.id;

  app.post(
    '/payments/invoices',
    {
      schema: { body: invoicesQuerySchema, response: { 200: invoiceListResponseSchema } },
      onRequest: readers,
      config: financeRead,
    },
    async (request) => ({
      success: true as const,
      data: await findInvoices({
        db: app.db,
        companyId: request.isOperator ? request.body?.company_id : request.company.id,
        limit: request.body?.limit,
        offset: request.body?.offset,
      }),
    }),
  );

  // The CSV export (issue 27): streamed like the clients' and the missions' (modules/exports).
  app.get(
    '/payments/invoices/export.csv',
    { onRequest: readers, config: financeRead },
    async (request, reply) => {
      const companyId = scopeOf(request);
      return sendCsv(reply, {
        filename: exportFileName('factures', parisDateOf(new Date())),
        header: companyId === undefined ? INVOICES_CSV_OPERATOR_HEADER : INVOICES_CSV_HEADER,
        records: invoiceCsvLines({ db: app.db, companyId }),
      });
    },
  );

  app.post(
    '/payments/invoice',
    {
      schema: { body: invoiceIdSchema, response: { 200: invoiceDetailResponseSchema } },
      onRequest: readers,
      config: financeRead,
    },
    async (request) => ({
      success: true as const,
      data: await getInvoice({ db: app.db, companyId: scopeOf(request), invoiceId: request.body.invoice_id }),
    }),
  );

  app.get(
    '/payments/invoices/:id/pdf',
    { schema: { params: fileParams }, onRequest: readers, config: financeRead },
    async (request, reply) => {
      const { fileName, pdf } = await getInvoicePdf({
        db: app.db,
        storage: options.storage,
        companyId: scopeOf(request),
        invoiceId: request.params.id,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/payments/invoices/:id/factur-x.xml',
    {
      schema: { params: fileParams, response: { 200: z.string() } },
      onRequest: readers,
      config: financeRead,
    },
    async (request, reply) => {
      const { fileName, xml } = await getInvoiceXml({
        db: app.db,
        companyId: scopeOf(request),
        invoiceId: request.params.id,
      });
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
  );

  app.post(
    '/payments/metrics',
    {
      schema: { body: metricsQuerySchema, response: { 200: paymentMetricsResponseSchema } },
      onRequest: readers,
      config: financeRead,
    },
    async (request) => ({
      success: true as const,
      data: await getPaymentMetrics({
        db: app.db,
        companyId: scopeOf(request),
        months: request.body?.period,
      }),
    }),
  );

  app.post(
    '/payments/generate-all-invoices',
    {
      schema: { body: generateInvoicesSchema, response: { 200: generateInvoicesResponseSchema } },
      onRequest: operatorOnly,
      config: financeChange,
    },
    async (request) => {
      const { period, failed, ...summary } = await generateAllInvoices({
        db: app.db,
        period: request.body?.period,
        seller: options.operator,
        log: (companyId, error) => request.log.error({ err: error, companyId }, 'invoice generation failed'),
      });
      return {
        success: true as const,
        message: MESSAGES.payments.generated,
        data: { period, summary, failures: failed },
      };
    },
  );

  const changed = (invoice: { companyId: number; id: number }) =>
    getInvoiceSummary({ db: app.db, companyId: invoice.companyId, invoiceId: invoice.id });

  app.post(
    '/payments/record-payment',
    {
      schema: { body: recordPaymentSchema, response: { 200: invoiceChangedResponseSchema } },
      onRequest: operatorOnly,
      config: financeChange,
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.payments.paymentRecorded,
      invoice: await changed(await recordPayment({ db: app.db, input: request.body })),
    }),
  );

  app.post(
    '/payments/record-failure',
    {
      schema: { body: recordFailureSchema, response: { 200: invoiceChangedResponseSchema } },
      onRequest: operatorOnly,
      config: financeChange,
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.payments.failureRecorded,
      invoice: await changed(await recordFailure({ db: app.db, input: request.body })),
    }),
  );

  app.post(
    '/payments/credit-note',
    {
      schema: { body: creditNoteSchema, response: { 200: invoiceChangedResponseSchema } },
      onRequest: operatorOnly,
      config: financeChange,
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.payments.creditNoteCreated,
      invoice: await changed(await issueCreditNote({ db: app.db, input: request.body })),
    }),
  );

  // 'Mon abonnement': every company is invoiced, whatever its plan, so no feature gate here.
  app.post(
    '/payments/legal-identity',
    {
      schema: { body: credentialsBodySchema, response: { 200: legalIdentityResponseSchema } },
      onRequest: requireCompany,
      config: financeRead,
    },
    async (request) => ({
      success: true as const,
      data: await getLegalIdentity({ db: app.db, companyId: request.company.id }),
    }),
  );

  app.put(
    '/payments/legal-identity',
    {
      schema: { body: legalIdentitySchema, response: { 200: legalIdentityResponseSchema } },
      onRequest: requireCompany,
      config: financeChange,
    },
    async (request) => ({
      success: true as const,
      data: await saveLegalIdentity({ db: app.db, companyId: request.company.id, input: request.body }),
    }),
  );
};
