// The PDF intervention report, in process (no HTTP, no database): the renderer alone.
//   node bench/scenarios/pdf-report.ts            prints the figures and the BENCHMARKS.md section
// Times a report with 6 photos (goal: median < 300 ms), then reports of 1, 5, 10 and 20 pages of
// form answers, rendered in interleaved rounds so that a noisy moment of the shared machine weighs
// on every size, and fits a line through them: the cost of one more page.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  renderInterventionPdf,
  type InterventionReport,
} from '../../apps/server/src/modules/reports/intervention-pdf.ts';
import { buildJpeg, buildPng } from '../../apps/server/src/test/images.ts';
import { sampleReport } from '../../apps/server/src/test/sample-report.ts';
import type { InProcessResult } from './in-process.ts';

const NOW = new Date('2026-11-24T15:30:00Z');
/** Photos as the agent app keeps them: the display optimisation's 1200 px side, JPEG quality 0.7 (spec 2 §9). */
const PHOTO_SIZE = { width: 1200, height: 900, quality: 70 };
const SIGNATURE_SIZE = { width: 600, height: 200 };
const PAGE_TARGETS = [1, 5, 10, 20] as const;

export interface PdfReportResult {
  scenario: 'pdf-report';
  photos: number;
  photoKilobytes: number;
  runs: number;
  medianMs: number;
  p95Ms: number;
  pages: number;
  kilobytes: number;
  byPages: { pages: number; answers: number; medianMs: number; msPerPage: number }[];
  /** Least-squares line through (pages, median ms): the cost of a page, the fixed cost, and how straight it is. */
  slopeMsPerPage: number;
  interceptMs: number;
  rSquared: number;
  runsPerSize: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))]!;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** pdfkit writes one `/Type /Page` dictionary per page (and `/Type /Pages` once for the tree). */
const countPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

/** The sample report, with the lead first and a comment, as a real report reads. */
const report = (overrides: Partial<InterventionReport>): InterventionReport =>
  sampleReport({
    agents: [
      { name: 'Marie Curie', isLead: true },
      { name: 'Paul Martin', isLead: false },
    ],
    comments: 'Intervention réalisée sans réserve ; le client a signé le rapport.',
    ...overrides,
  });

/** A form of `count` answers: short texts, choices and a long observation in turn. */
function answers(count: number): InterventionReport['answers'] {
  return Array.from({ length: count }, (_, index) => {
    switch (index % 3) {
      case 0:
        return { label: `Contrôle n° ${index + 1} effectué ?`, type: 'radio', value: 'Oui' };
      case 1:
        return { label: `Pièces changées (${index + 1})`, type: 'checkbox', value: '["Joint","Vanne"]' };
      default:
        return {
          label: `Observations ${index + 1}`,
          type: 'textarea',
          value: `Mesures relevées et conformes.\n${'Pression stable, aucune fuite constatée après l’essai. '.repeat(3)}`,
        };
    }
  });
}

/** The most answers that still fit in `pages` full pages (one fewer than the smallest count that needs one more page). */
async function answersForPages(pages: number): Promise<{ answers: number; pages: number }> {
  const pagesOf = async (count: number) =>
    countPages(await renderInterventionPdf(report({ answers: answers(count) }), { now: NOW }));
  let low = 0;
  let high = 8;
  while ((await pagesOf(high)) <= pages) {
    low = high;
    high *= 2;
  }
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if ((await pagesOf(middle)) > pages) {
      high = middle;
    } else {
      low = middle + 1;
    }
  }
  return { answers: high - 1, pages: await pagesOf(high - 1) };
}

async function time(input: InterventionReport): Promise<{ ms: number; pdf: Buffer }> {
  const start = performance.now();
  const pdf = await renderInterventionPdf(input, { now: NOW });
  return { ms: performance.now() - start, pdf };
}

/** Times `runs` renders of the 6-photo report, then `runsPerSize` rounds over the page sizes. */
export async function measurePdfReport(runs = 60, runsPerSize = 15): Promise<PdfReportResult> {
  const photos = Array.from({ length: 6 }, (_, index) => buildJpeg({ ...PHOTO_SIZE, seed: index + 1 }));
  const withPhotos = report({
    answers: answers(12),
    photos,
    signature: buildPng({ ...SIGNATURE_SIZE, alpha: true }),
  });
  // Warm-up, so that the first timed runs are not the JIT's.
  for (let run = 0; run < 5; run += 1) {
    await time(withPhotos);
  }
  const photoTimes: number[] = [];
  let last: Buffer = Buffer.alloc(0);
  for (let run = 0; run < runs; run += 1) {
    const { ms, pdf } = await time(withPhotos);
    photoTimes.push(ms);
    last = pdf;
  }

  const sizes = [];
  for (const target of PAGE_TARGETS) {
    const found = await answersForPages(target);
    sizes.push({ ...found, input: report({ answers: answers(found.answers) }), times: [] as number[] });
  }
  for (let pass = 0; pass < runsPerSize; pass += 1) {
    for (const size of sizes) {
      size.times.push((await time(size.input)).ms);
    }
  }
  const byPages = sizes.map((size) => {
    const medianMs = median(size.times);
    return {
      pages: size.pages,
      answers: size.answers,
      medianMs: round(medianMs),
      msPerPage: round(medianMs / size.pages, 2),
    };
  });
  const points = sizes.map((size) => ({ x: size.pages, y: median(size.times) }));
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  const sxy = points.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0);
  const sxx = points.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
  const syy = points.reduce((sum, point) => sum + (point.y - meanY) ** 2, 0);
  const slope = sxy / sxx;
  return {
    scenario: 'pdf-report',
    photos: photos.length,
    photoKilobytes: Math.round(photos.reduce((sum, photo) => sum + photo.length, 0) / photos.length / 1024),
    runs,
    medianMs: round(median(photoTimes)),
    p95Ms: round(percentile(photoTimes, 0.95)),
    pages: countPages(last),
    kilobytes: Math.round(last.length / 1024),
    byPages,
    slopeMsPerPage: round(slope, 2),
    interceptMs: round(meanY - slope * meanX),
    rSquared: round((sxy * sxy) / (sxx * syy), 4),
    runsPerSize,
  };
}

/** The row of bench/run.ts's "Measured in process" table. */
export function pdfReportRow(result: PdfReportResult): InProcessResult {
  return {
    name: 'pdf-report',
    description: `renderInterventionPdf, ${result.photos} photos + signature + 12 answers (${result.pages} pages), ${result.runs} renders`,
    median: `${result.medianMs} ms`,
    tail: `p95 ${result.p95Ms} ms`,
    goal: 'median < 300 ms; linear in pages',
    note: `${result.slopeMsPerPage} ms per page over ${result.byPages.map((size) => size.pages).join('/')} pages (R² ${result.rSquared}); see "PDF report"`,
  };
}

/** The machine, as bench/run.ts describes it. */
export function machineDescription(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/** The "PDF report" section of docs/BENCHMARKS.md. */
export function pdfReportSection(result: PdfReportResult, conditions: string): string {
  return `### PDF report

\`renderInterventionPdf\` in process (apps/server/src/modules/reports/intervention-pdf.ts, pdfkit),
from the report's plain data to the PDF bytes. ${conditions}

| measure | value | goal |
| --- | ---: | --- |
| report with ${result.photos} photos (JPEG ${PHOTO_SIZE.width}×${PHOTO_SIZE.height}, ~${result.photoKilobytes} KB each), a signature (PNG ${SIGNATURE_SIZE.width}×${SIGNATURE_SIZE.height} with transparency) and 12 answers: ${result.pages} pages, ${result.kilobytes} KB; median of ${result.runs} | ${result.medianMs} ms | < 300 ms |
| same, p95 | ${result.p95Ms} ms | |
| cost of one more page (least-squares slope over the sizes below) | ${result.slopeMsPerPage} ms/page | linear |
| fixed cost (intercept) | ${result.interceptMs} ms | |
| straightness of the line (R²) | ${result.rSquared} | close to 1 |

| pages | answers | median (ms) | ms per page |
| ---: | ---: | ---: | ---: |
${result.byPages.map((size) => `| ${size.pages} | ${size.answers} | ${size.medianMs} | ${size.msPerPage} |`).join('\n')}

Reports of form answers only (short texts, choices, three-line observations), ${result.runsPerSize} interleaved rounds per size.`;
}

if (import.meta.main) {
  const result = await measurePdfReport();
  console.log(result);
  console.log(
    `\n${pdfReportSection(result, `Measured alone (\`node bench/scenarios/pdf-report.ts\`) on ${machineDescription()}.`)}\n`,
  );
}
