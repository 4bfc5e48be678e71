import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSION_STATUS_LABELS } from '@tourneo/domain/missions/status-labels';
import { SESSION_STATUSES } from '@tourneo/domain/missions/team';
import { buildJpeg, buildPng } from '../../test/images.ts';
import { sampleReport } from '../../test/sample-report.ts';
import { renderInterventionPdf, type InterventionReport } from './intervention-pdf.ts';
import { MAX_TEXT_CHARACTERS, REPORT_TEXTS } from './report-texts.ts';

// The PDF is read back with Debian's poppler-utils (`make system-deps` installs it).
const POPPLER_MISSING =
  spawnSync('pdftotext', ['-v'], { encoding: 'utf8' }).error !== undefined ||
  spawnSync('pdfimages', ['-v'], { encoding: 'utf8' }).error !== undefined;
const POPPLER_MESSAGE =
  'pdftotext/pdfinfo/pdfimages introuvables : installez poppler-utils (apt-get install poppler-utils, ou make system-deps)';
const IS_CI = process.env.CI === 'true';
if (POPPLER_MISSING && !IS_CI) {
  console.warn(`intervention-pdf.test.ts : lecture des PDF sautée (${POPPLER_MESSAGE})`);
}

const NOW = new Date('2026-11-24T15:30:00Z');
const PHOTO = buildJpeg({ width: 800, height: 600, seed: 1 });
const PORTRAIT = buildJpeg({ width: 300, height: 500, seed: 2 });
const SIGNATURE = buildPng({ width: 600, height: 200, alpha: true });
const ANSWER_PHOTO = buildJpeg({ width: 640, height: 480, seed: 3 });
const SMALL_PNG = buildPng({ width: 40, height: 30 });

let directory: string;
let fileNumber = 0;

interface Read {
  /** pdftotext's text, whitespace runs collapsed to one space. */
  text: string;
  /** The text of each page (form feed separated). */
  pageTexts: string[];
  pages: number;
  info: Record<string, string>;
  /** pdfimages -list rows. */
  images: {
    page: number;
    type: string;
    width: number;
    height: number;
    encoding: string;
    xPpi: number;
    yPpi: number;
  }[];
}

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')}: ${result.stderr}`);
  }
  return result.stdout;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function readPdf(pdf: Buffer): Read {
  fileNumber += 1;
  const file = path.join(directory, `report-${fileNumber}.pdf`);
  writeFileSync(file, pdf);
  const raw = run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  const info = Object.fromEntries(
    run('pdfinfo', [file])
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
  const images = run('pdfimages', ['-list', file])
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns.length >= 14)
    .map((columns) => ({
      page: Number(columns[0]),
      type: columns[2]!,
      width: Number(columns[3]),
      height: Number(columns[4]),
      encoding: columns[8]!,
      xPpi: Number(columns[12]),
      yPpi: Number(columns[13]),
    }));
  const pageTexts = raw.split('\f').slice(0, -1).map(collapse);
  return { text: collapse(raw), pageTexts, pages: Number(info.Pages), info, images };
}

/** The drawn width in points of an image listed by pdfimages (pixels at x-ppi). */
const drawnWidth = (image: { width: number; xPpi: number }) => (image.width / image.xPpi) * 72;
/** A4 less the 50 pt margins. */
const CONTENT_WIDTH = 595.28 - 100;

describe.skipIf(POPPLER_MISSING && !IS_CI)('intervention report PDF, read back with poppler', () => {
  beforeAll(() => {
    // Under CI the PDF must be read back: a missing poppler fails here, with how to install it.
    if (POPPLER_MISSING) {
      throw new Error(POPPLER_MESSAGE);
    }
    directory = mkdtempSync(path.join(tmpdir(), 'tourneo-pdf-'));
  });
  afterAll(() => {
    if (directory) {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('shows the company, the title, the client, the French date and hours, the agents with the lead, the operation and the status', async () => {
    const read = readPdf(await renderInterventionPdf(sampleReport(), { now: NOW }));
    expect(read.text).toContain('Plomberie Dupré & Fils');
    expect(read.text).toContain("Rapport d'intervention");
    expect(read.text).toContain('Élodie Dupont');
    expect(read.text).toContain('12 rue de la Paix, 75002');
    expect(read.text).toContain('Bâtiment B, 3e étage');
    expect(read.text).toContain('06 12 34 56 78');
    expect(read.text).toContain('elodie.dupont@example.fr');
    expect(read.text).toContain('mardi 24 novembre 2026, 9h00 – 11h00');
    expect(read.text).toContain("Agents assignés Marie Curie (chef d'équipe) Paul Martin");
    expect(read.text).toContain('Opération Entretien chaudière');
    expect(read.text).toContain('Statut Terminée');
    // 15h30 UTC is 16h30 in Paris.
    expect(read.text).toContain('Document généré le 24 novembre 2026 à 16h30');
    expect(read.pages).toBe(1);
    expect(read.text).toContain('Page 1 / 1');
  });

  it('lists every session of a multi-session mission in date order, with its hours', async () => {
    const read = readPdf(
      await renderInterventionPdf(
        sampleReport({
          sessions: [
            { date: '2026-12-01', beginning: 0, ending: 36 },
            { date: '2026-11-24', beginning: 26, ending: 30 },
          ],
          agents: [{ name: 'Paul Martin', isLead: true }],
        }),
        { now: NOW },
      ),
    );
    expect(read.text).toContain(
      'Dates mardi 24 novembre 2026, 14h30 – 15h30 mardi 1er décembre 2026, 8h00 – 17h00',
    );
    // One agent: no team to lead.
    expect(read.text).toContain('Agent assigné Paul Martin Opération');
  });

  it('writes each status in French', async () => {
    for (const status of SESSION_STATUSES) {
      const read = readPdf(await renderInterventionPdf(sampleReport({ status }), { now: NOW }));
      expect(read.text).toContain(`Statut ${MISSION_STATUS_LABELS[status]}`);
    }
    expect(Object.values(MISSION_STATUS_LABELS)).toEqual(['Planifiée', 'En cours', 'Terminée', 'Annulée']);
  });

  it('shows every form answer with its label, typed: text, wrapped textarea, lists, yes/no, pictures, and — when empty', async () => {
    const longText = `Le compteur a été remplacé ; l’ancien index était de 12 345 m³. ${'Joint refait, essai d’étanchéité concluant. '.repeat(12)}`;
    const answers: InterventionReport['answers'] = [
      { label: 'Compteur posé ?', type: 'radio', value: 'Oui' },
      { label: 'Observations', type: 'textarea', value: `Première ligne\nDeuxième ligne` },
      { label: 'Compte rendu détaillé', type: 'text', value: longText },
      { label: 'Pièces changées', type: 'checkbox', value: '["Joint","Vanne","Raccord"]' },
      { label: 'Accès dégagé', type: 'checkbox', value: 'true' },
      { label: 'Numéro de série', type: 'text', value: 'SN-2026-0042' },
      { label: 'Remarque du client', type: 'text', value: null },
      { label: 'Montant réglé', type: 'number', value: '120 €' },
      { label: 'Photo du compteur', type: 'image', value: null, images: [ANSWER_PHOTO, ANSWER_PHOTO] },
      { label: 'Croquis', type: 'image', value: `data:image/png;base64,${SMALL_PNG.toString('base64')}` },
      { label: 'Photo en base64', type: 'text', value: ANSWER_PHOTO.toString('base64') },
    ];
    const read = readPdf(await renderInterventionPdf(sampleReport({ answers }), { now: NOW }));
    expect(read.text).toContain('Formulaire');
    expect(read.text).toContain('Compteur posé ? Oui');
    expect(read.text).toContain('Observations Première ligne Deuxième ligne');
    expect(read.text).toContain(`Compte rendu détaillé ${collapse(longText)}`);
    expect(read.text).toContain('Pièces changées Joint, Vanne, Raccord');
    expect(read.text).toContain('Accès dégagé Oui');
    expect(read.text).toContain('Numéro de série SN-2026-0042');
    expect(read.text).toContain('Remarque du client — Montant réglé 120 €');
    for (const { label } of answers) {
      expect(read.text).toContain(label);
    }
    // Pictures, not base64 text: two photos of the question, the PNG data URL, the bare base64 JPEG.
    expect(read.text).not.toContain('/9j/');
    const answerImages = read.images.filter((image) => image.type === 'image');
    expect(answerImages.filter((image) => image.width === 640 && image.encoding === 'jpeg')).toHaveLength(3);
    expect(answerImages.filter((image) => image.width === 40 && image.height === 30)).toHaveLength(1);
    expect(read.text).not.toContain(REPORT_TEXTS.unreadableImage);
  });

  it('embeds the 6 mission photos and the signature, scaled to fit with their proportions', async () => {
    const photos = [PHOTO, PORTRAIT, PHOTO, PHOTO, PORTRAIT, PHOTO];
    const read = readPdf(
      await renderInterventionPdf(sampleReport({ photos, signature: SIGNATURE, comments: 'RAS' }), {
        now: NOW,
      }),
    );
    const pictures = read.images.filter((image) => image.type === 'image');
    expect(
      pictures.filter((image) => image.encoding === 'jpeg' && image.width === 800 && image.height === 600),
    ).toHaveLength(4);
    expect(
      pictures.filter((image) => image.encoding === 'jpeg' && image.width === 300 && image.height === 500),
    ).toHaveLength(2);
    // The signature: a PNG whose transparency became a soft mask of the same size.
    const signature = pictures.filter((image) => image.width === 600 && image.height === 200);
    expect(signature).toHaveLength(1);
    expect(
      read.images.filter((image) => image.type === 'smask' && image.width === 600 && image.height === 200),
    ).toHaveLength(1);
    for (const picture of pictures) {
      // Same resolution both ways: the proportions are kept.
      expect(Math.abs(picture.xPpi - picture.yPpi)).toBeLessThanOrEqual(1);
    }
    for (const photo of pictures.filter((image) => image.encoding === 'jpeg')) {
      // Two photos a row, each within its half of the page.
      expect(drawnWidth(photo)).toBeLessThanOrEqual(CONTENT_WIDTH / 2 + 1);
      expect(drawnWidth(photo)).toBeGreaterThan(100);
    }
    expect(read.text).toContain('Photos de la mission');
    expect(read.text).toContain('Signature du client');
    expect(read.text).toContain('Commentaires RAS');
    // Six photos do not fit under the header: the report runs over pages, each numbered.
    expect(read.pages).toBeGreaterThanOrEqual(2);
    read.pageTexts.forEach((pageText, index) =>
      expect(pageText).toContain(`Page ${index + 1} / ${read.pages}`),
    );
  });

  it('says when there is no answer, no photo, no signature and no comment', async () => {
    const read = readPdf(await renderInterventionPdf(sampleReport({ operation: null }), { now: NOW }));
    expect(read.text).toContain(REPORT_TEXTS.noAnswer);
    expect(read.text).toContain(REPORT_TEXTS.noPhoto);
    expect(read.text).toContain(REPORT_TEXTS.noSignature);
    expect(read.text).toContain('Commentaires — Page 1 / 1');
    expect(read.text).toContain('Opération —');
    expect(read.images).toHaveLength(0);
  });

  it('grows by pages with the answers, numbering every page "Page X / N"', async () => {
    const answersOf = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        label: `Question ${index + 1}`,
        type: 'textarea',
        value: `Réponse ${index + 1} : ${'contrôle effectué, conforme. '.repeat(6)}`,
      }));
    const counts = [0, 40, 120, 300];
    const reads = [];
    for (const count of counts) {
      reads.push(
        readPdf(await renderInterventionPdf(sampleReport({ answers: answersOf(count) }), { now: NOW })),
      );
    }
    const pages = reads.map((read) => read.pages);
    expect(pages[0]).toBe(1);
    for (let index = 1; index < pages.length; index += 1) {
      expect(pages[index]!).toBeGreaterThan(pages[index - 1]!);
    }
    const last = reads.at(-1)!;
    expect(last.pageTexts).toHaveLength(last.pages);
    last.pageTexts.forEach((pageText, index) =>
      expect(pageText).toContain(`Page ${index + 1} / ${last.pages}`),
    );
    expect(last.text).toContain('Question 300 Réponse 300 :');
  });

  it('survives hostile input: 500 answers, huge texts, corrupt images, signs outside WinAnsi, bad slots', async () => {
    const truncatedJpeg = PHOTO.subarray(0, Math.floor(PHOTO.length / 2));
    const corrupt = [
      Buffer.from('not an image at all'),
      Buffer.alloc(0),
      truncatedJpeg,
      pngWithBadCrc(),
      pngWithGarbageData(),
      transparentPngWithBadFilter(),
      Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), // a GIF
    ];
    const hugeText = `${'Texte très long sans fin. '.repeat(40_000)}FIN`;
    const answers: InterventionReport['answers'] = Array.from({ length: 500 }, (_, index) => ({
      label: `Champ ${index + 1} 🚀 ${'Привет'} l’été`,
      type: index % 2 === 0 ? 'text' : 'textarea',
      value: index === 0 ? hugeText : `Valeur ${index + 1} — 5 € 👍🏽\u0000\u0007\u202f« ok »`,
    }));
    answers.push({ label: 'Photos abîmées', type: 'image', value: null, images: corrupt });
    answers.push({ label: 'Image SVG', type: 'image', value: 'data:image/svg+xml,<svg/>' });
    const report = sampleReport({
      companyName: `Société ${'X'.repeat(5_000)} ✨`,
      client: { ...sampleReport().client, name: 'Dupont\u0000\u001b[31m 😀', email: null, telephone: null },
      sessions: [{ date: 'pas une date', beginning: Number.NaN, ending: 1e9 }],
      answers,
      photos: [...corrupt, PHOTO],
      signature: transparentPngWithBadFilter(),
      comments: `${'Commentaire '.repeat(100_000)}\u{1F600}`,
    });
    const started = performance.now();
    const pdf = await renderInterventionPdf(report, { now: NOW });
    const elapsedMs = performance.now() - started;
    const read = readPdf(pdf);
    // Short failure messages: the text runs over dozens of pages.
    const has = (fragment: string) => read.text.includes(fragment);
    expect(read.pages).toBeGreaterThan(20);
    // Seven unreadable answer pictures, one SVG, seven unreadable photos, the signature.
    expect(read.text.split(REPORT_TEXTS.unreadableImage)).toHaveLength(7 + 1 + 7 + 1 + 1);
    expect(read.images.filter((image) => image.type === 'image')).toHaveLength(1);
    expect(has('Champ 500 ? l’été Valeur 500 — 5 € « ok »'), 'signs outside WinAnsi replaced').toBe(true);
    expect(/[\u{1F300}-\u{1FAFF}]/u.test(read.text), 'no emoji').toBe(false);
    // Texts are cut at MAX_TEXT_CHARACTERS (20,000), so a 1 MB answer stays a few pages.
    expect(MAX_TEXT_CHARACTERS).toBe(20_000);
    expect(has('[…] Champ 2 ? l’été'), 'the huge answer cut with […]').toBe(true);
    expect(has('FIN'), 'the end of the huge answer').toBe(false);
    expect(has('Date pas une date Agents'), 'a date that is not one, written as it is').toBe(true);
    expect(has('Nom Élodie Dupont[31m Adresse'), 'control characters removed').toBe(true);
    expect(elapsedMs).toBeLessThan(15_000);
  });

  it('writes the metadata, and the same report at the same time gives the same bytes', async () => {
    const report = sampleReport({ photos: [PHOTO], signature: SIGNATURE });
    const first = await renderInterventionPdf(report, { now: NOW });
    const second = await renderInterventionPdf(report, { now: NOW });
    expect(first.equals(second)).toBe(true);
    const read = readPdf(first);
    expect(read.info.Title).toBe("Rapport d'intervention – Élodie Dupont – 2026-11-24");
    expect(read.info.Author).toBe('Plomberie Dupré & Fils');
    expect(read.info.CreationDate).toMatch(/Nov 24 15:30:00 2026/);
    expect(read.info['Page size']).toContain('(A4)');
    const later = await renderInterventionPdf(report, { now: new Date('2026-11-25T08:00:00Z') });
    expect(later.equals(first)).toBe(false);
  });
});

describe('intervention report without reading it back', () => {
  it('renders a PDF document without poppler too', async () => {
    const pdf = await renderInterventionPdf(sampleReport({ photos: [PHOTO], signature: SIGNATURE }), {
      now: NOW,
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  });
});

function pngChunk(type: string, body: Buffer, crc?: number): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc ?? crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, tail]);
}

function pngOf(width: number, height: number, colourType: number, data: Buffer, idatCrc?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = colourType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data, idatCrc),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngWithBadCrc(): Buffer {
  return pngOf(4, 4, 2, deflateSync(Buffer.alloc(4 * 13)), 0xdeadbeef);
}

function pngWithGarbageData(): Buffer {
  return pngOf(4, 4, 2, Buffer.from('this is not zlib data'));
}

/**
 * An RGBA PNG with a row filter that does not exist: pdfkit splits the transparency of such a file
 * in an asynchronous callback, where the decoder's throw would stop the whole process.
 */
function transparentPngWithBadFilter(): Buffer {
  const rows = Buffer.alloc(4 * (4 * 4 + 1));
  rows[0] = 7;
  return pngOf(4, 4, 6, deflateSync(rows));
}
