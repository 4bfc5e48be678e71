import type { Invoice as EInvoice } from '@e-invoice-eu/core';
import { LATE_PAYMENT_TERMS, VAT_RATE_PERCENT } from '@tourneo/domain';
import type { InvoiceParty } from '../../db/schema/index.ts';

/**
 * An issued invoice as plain data: what its PDF shows and what its CII XML (EN 16931) carries,
 * built once from the stored rows so that both say the same.
 */
export interface InvoiceDocument {
  number: string;
  kind: 'invoice' | 'credit_note';
  creditsNumber: string | null;
  issueDate: string;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: {
    description: string;
    quantity: number;
    unitPriceCents: number;
    htCents: number;
    tvaCents: number;
    ttcCents: number;
  }[];
  totalHtCents: number;
  totalTvaCents: number;
  totalTtcCents: number;
}

const euros = (cents: number) => (cents / 100).toFixed(2);
const EUR = 'EUR';

function partyOf(party: InvoiceParty) {
  return {
    ...(party.email ? { 'cbc:EndpointID': party.email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
    'cac:PartyName': { 'cbc:Name': party.legalName },
    'cac:PostalAddress': {
      'cbc:StreetName': party.address,
      'cbc:CityName': party.city,
      'cbc:PostalZone': party.postalCode,
      'cac:Country': { 'cbc:IdentificationCode': 'FR' },
    },
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': party.legalName,
      // 0002: SIRENE, the French register's identifier scheme.
      'cbc:CompanyID': party.siren,
      'cbc:CompanyID@schemeID': '0002',
    },
  };
}

const VAT = { 'cbc:ID': 'S', 'cbc:Percent': String(VAT_RATE_PERCENT), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };

/**
 * The invoice in `@e-invoice-eu/core`'s internal format (UBL-shaped JSON), which the library
 * turns into CII for Factur-X EN 16931. A credit note is type 381 referring to its invoice.
 */
export function toEInvoice(document: InvoiceDocument): EInvoice {
  const isCreditNote = document.kind === 'credit_note';
  const data = {
    'ubl:Invoice': {
      'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
      'cbc:ID': document.number,
      'cbc:IssueDate': document.issueDate,
      'cbc:DueDate': document.dueDate,
      'cbc:InvoiceTypeCode': isCreditNote ? '381' : '380',
      // BT-22; a credit note also names its invoice there, beside BG-3 (cac:BillingReference,
      // which invoice-pdf.ts hands to the CII conversion in the shape it reads).
      'cbc:Note': [
        ...(document.creditsNumber ? [`Avoir sur la facture n° ${document.creditsNumber}`] : []),
        LATE_PAYMENT_TERMS,
      ],
      'cbc:DocumentCurrencyCode': EUR,
      'cbc:BuyerReference': document.buyer.siren,
      'cac:InvoicePeriod': { 'cbc:StartDate': document.periodStart, 'cbc:EndDate': document.periodEnd },
      ...(document.creditsNumber
        ? {
            'cac:BillingReference': [
              { 'cac:InvoiceDocumentReference': { 'cbc:ID': document.creditsNumber } },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          ...partyOf(document.seller),
          'cac:PartyTaxScheme': [
            { 'cbc:CompanyID': document.seller.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
          ],
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          ...partyOf(document.buyer),
          'cac:PartyTaxScheme': {
            'cbc:CompanyID': document.buyer.vatNumber,
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        },
      },
      'cac:PaymentMeans': [{ 'cbc:PaymentMeansCode': '30' }],
      'cac:PaymentTerms': { 'cbc:Note': LATE_PAYMENT_TERMS },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': euros(document.totalTvaCents),
          'cbc:TaxAmount@currencyID': EUR,
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': euros(document.totalHtCents),
              'cbc:TaxableAmount@currencyID': EUR,
              'cbc:TaxAmount': euros(document.totalTvaCents),
              'cbc:TaxAmount@currencyID': EUR,
              'cac:TaxCategory': VAT,
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': euros(document.totalHtCents),
        'cbc:LineExtensionAmount@currencyID': EUR,
        'cbc:TaxExclusiveAmount': euros(document.totalHtCents),
        'cbc:TaxExclusiveAmount@currencyID': EUR,
        'cbc:TaxInclusiveAmount': euros(document.totalTtcCents),
        'cbc:TaxInclusiveAmount@currencyID': EUR,
        'cbc:PayableAmount': euros(document.totalTtcCents),
        'cbc:PayableAmount@currencyID': EUR,
      },
      'cac:InvoiceLine': document.lines.map((line, index) => ({
        'cbc:ID': String(index + 1),
        'cbc:InvoicedQuantity': String(line.quantity),
        // C62: 'one', a unit (an agent, an appointment).
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': euros(line.htCents),
        'cbc:LineExtensionAmount@currencyID': EUR,
        'cac:Item': { 'cbc:Name': line.description, 'cac:ClassifiedTaxCategory': VAT },
        'cac:Price': { 'cbc:PriceAmount': euros(line.unitPriceCents), 'cbc:PriceAmount@currencyID': EUR },
      })),
    },
  };
  return data as unknown as EInvoice;
}
