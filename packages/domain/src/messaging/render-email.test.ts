import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_EMAIL_TEXTS, MESSAGE_KINDS, type MessageValues } from './email-texts.ts';
import { EMAIL_SAMPLE_VALUES, escapeHtml, renderEmail } from './render-email.ts';

const VALUES: MessageValues = {
  prenom: 'Marie',
  nom: 'Dupont',
  operation: 'Entretien chaudière',
  lien: 'https://tourneo.fr/rdv?token=a1B2c3',
  entreprise: 'Chauffage Martin',
  date: 'mardi 24 novembre 2026',
  heure: '9h00',
  adresse: '12 rue de la Paix, 75002 Paris',
  contact: 'contact@martin.fr · 01 23 45 67 89',
  arrivee: '14h25',
};

const FOOTER =
  'Vous recevez ce message de la part de Chauffage Martin. Pour toute question : contact@martin.fr · 01 23 45 67 89';

const HOSTILE = `<script>alert("x")</script> & 'quotes' <img src=x onerror=alert(1)>`;

/** How many tag starts, tag ends and attribute quotes the document holds (line breaks aside). */
const markupOf = (html: string) => {
  const withoutBreaks = html.replaceAll('<br>', '');
  return {
    lt: withoutBreaks.split('<').length,
    gt: withoutBreaks.split('>').length,
    quotes: withoutBreaks.split('"').length,
  };
};

describe('renderEmail: substitution', () => {
  it('replaces every variable of the subject and body, each occurrence', () => {
    const email = renderEmail('confirmation', VALUES, {
      subject: '{operation} le {date} à {heure} pour {prenom} {nom}',
      body: 'Bonjour {prenom} {nom}, {prenom} !\n\n{operation} chez {entreprise}, {adresse}.\n\n{lien}',
    });
    expect(email.subject).toBe('Entretien chaudière le mardi 24 novembre 2026 à 9h00 pour Marie Dupont');
    expect(email.text).toBe(
      'Bonjour Marie Dupont, Marie !\n\nEntretien chaudière chez Chauffage Martin, 12 rue de la Paix, 75002 Paris.\n\n' +
        `https://tourneo.fr/rdv?token=a1B2c3\n\n-- \n${FOOTER}\n`,
    );
  });

  it('fills in one pass: a value that holds a variable stays as typed', () => {
    const email = renderEmail('invitation', { ...VALUES, prenom: '{lien} {nom}' });
    expect(email.text).toContain('Bonjour {lien} {nom} Dupont,');
  });

  it('leaves unknown braces as typed', () => {
    const email = renderEmail('confirmation', VALUES, { body: 'Votre {code} : {lien}' });
    expect(email.text.startsWith('Votre {code} : https://tourneo.fr/rdv?token=a1B2c3')).toBe(true);
  });

  it('keeps the subject on one line whatever the values hold (no header injection)', () => {
    const email = renderEmail('invitation', { ...VALUES, operation: 'Ramonage\r\nBcc: pirate@example.com' });
    expect(email.subject).toBe(
      'Votre rendez-vous Ramonage Bcc: pirate@example.com : choisissez la date qui vous convient',
    );
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});

describe('renderEmail: defaults', () => {
  it('uses the default subject and body when there are no custom texts', () => {
    for (const custom of [
      undefined,
      null,
      {},
      { subject: null, body: null },
      { subject: '  ', body: '\n\n' },
    ]) {
      const email = renderEmail('invitation', VALUES, custom);
      expect(email.subject).toBe(
        'Votre rendez-vous Entretien chaudière : choisissez la date qui vous convient',
      );
      expect(email.text).toContain('Bonjour Marie Dupont,');
      expect(email.text).toContain('https://tourneo.fr/rdv?token=a1B2c3');
    }
  });

  it('takes each custom field on its own: a custom subject keeps the default body, and back', () => {
    const subjectOnly = renderEmail('confirmation', VALUES, { subject: 'RDV {date}' });
    expect(subjectOnly.subject).toBe('RDV mardi 24 novembre 2026');
    expect(subjectOnly.text).toContain('Nous vous confirmons votre rendez-vous.');
    const bodyOnly = renderEmail('confirmation', VALUES, { body: 'À {heure}. {lien}' });
    expect(bodyOnly.subject).toBe(
      'Rendez-vous confirmé : Entretien chaudière le mardi 24 novembre 2026 à 9h00',
    );
    expect(bodyOnly.text.startsWith('À 9h00. https://tourneo.fr/rdv?token=a1B2c3\n\n-- \n')).toBe(true);
  });

  it('confirmation, reminders and reschedule give the date, time, address, operation and link', () => {
    for (const kind of ['confirmation', 'reminder_d7', 'reminder_d1', 'reschedule'] as const) {
      const { text, html } = renderEmail(kind, VALUES);
      for (const value of [VALUES.date, VALUES.heure, VALUES.adresse, VALUES.operation, VALUES.lien]) {
        if (kind === 'reminder_d1' && value === VALUES.date) {
          continue;
        }
        expect(text, `${kind}: ${value}`).toContain(value);
        expect(html, `${kind}: ${value}`).toContain(escapeHtml(value));
      }
      expect(html).toContain(`<a href="${VALUES.lien}"`);
    }
    expect(renderEmail('reminder_d1', VALUES).subject).toBe(
      'Rappel : votre rendez-vous Entretien chaudière demain à 9h00',
    );
    expect(renderEmail('reminder_d1', VALUES).text).toContain('Date : mardi 24 novembre 2026');
  });

  it('the invitation carries the booking link as a button', () => {
    const { html } = renderEmail('invitation', VALUES);
    expect(html).toMatch(
      /<a href="https:\/\/tourneo\.fr\/rdv\?token=a1B2c3"[^>]*>Choisir mon rendez-vous<\/a>/,
    );
  });

  it('the cancellation names the cancelled date and time and how to book again', () => {
    const { subject, text, html } = renderEmail('cancellation', VALUES);
    expect(subject).toBe('Votre rendez-vous Entretien chaudière du mardi 24 novembre 2026 est annulé');
    expect(text).toContain(
      'Votre rendez-vous Entretien chaudière du mardi 24 novembre 2026 à 9h00 est annulé.',
    );
    expect(text).toContain(
      'Pour choisir un nouveau rendez-vous, il vous suffit de suivre ce lien :\n\nhttps://',
    );
    expect(html).toMatch(/>Reprendre rendez-vous<\/a>/);
  });

  it('en route gives the estimated arrival', () => {
    const { subject, text } = renderEmail('en_route', VALUES);
    expect(subject).toBe('Votre technicien est en route : arrivée vers 14h25');
    expect(text).toContain('devrait arriver vers 14h25.');
  });

  it('a custom body without the link gets it added at its end', () => {
    const { text, html } = renderEmail('confirmation', VALUES, { body: 'À bientôt.' });
    expect(text).toBe(`À bientôt.\n\nVotre rendez-vous en ligne :\n\n${VALUES.lien}\n\n-- \n${FOOTER}\n`);
    expect(html).toContain(`<a href="${VALUES.lien}"`);
  });
});

describe('renderEmail: footer', () => {
  it('every kind ends with the contact line, in the text and the HTML', () => {
    for (const kind of MESSAGE_KINDS) {
      const { text, html } = renderEmail(kind, VALUES);
      expect(text.endsWith(`\n\n-- \n${FOOTER}\n`), kind).toBe(true);
      expect(html, kind).toContain(escapeHtml(FOOTER));
    }
  });

  it('without a contact, tells the client to answer the e-mail', () => {
    for (const kind of MESSAGE_KINDS) {
      const { text } = renderEmail(kind, { ...VALUES, contact: '' });
      expect(
        text.endsWith(
          '-- \nVous recevez ce message de la part de Chauffage Martin. Pour toute question, répondez simplement à cet e-mail.\n',
        ),
      ).toBe(true);
    }
  });
});

describe('renderEmail: HTML', () => {
  it('is a small French document with inline styles and no external resource', () => {
    const { html } = renderEmail('confirmation', VALUES);
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="fr">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain(
      '<title>Rendez-vous confirmé : Entretien chaudière le mardi 24 novembre 2026 à 9h00</title>',
    );
    expect(html).not.toMatch(/<(link|script|img|style)\b/);
    expect(html).not.toMatch(/\bsrc=|url\(/);
    // The only addresses are the appointment's link.
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(new Set(hrefs)).toEqual(new Set([VALUES.lien]));
  });

  it("is headed by the company's name, escaped, when there is one", () => {
    expect(renderEmail('confirmation', VALUES).html).toContain('>Chauffage Martin</h1>');
    expect(renderEmail('confirmation', { ...VALUES, entreprise: 'A & <B>' }).html).toContain(
      '>A &amp; &lt;B&gt;</h1>',
    );
    expect(renderEmail('confirmation', { ...VALUES, entreprise: ' ' }).html).not.toContain('<h1');
  });

  it('makes paragraphs of blank-line-separated text and line breaks of single ones', () => {
    const { html } = renderEmail('confirmation', VALUES, {
      body: 'Un\ndeux\n\n  \n\nTrois\r\n\r\nQuatre {lien}',
    });
    expect(html).toContain('>Un<br>deux</p>');
    expect(html).toContain('>Trois</p>');
    expect(html).toContain(`>Quatre <a href="${VALUES.lien}"`);
    expect(html.match(/<p /g)).toHaveLength(4); // three paragraphs and the footer
  });

  it('escapes every value and the text itself: a client cannot inject markup', () => {
    const hostile: MessageValues = {
      prenom: HOSTILE,
      nom: HOSTILE,
      operation: HOSTILE,
      lien: VALUES.lien,
      entreprise: HOSTILE,
      date: HOSTILE,
      heure: HOSTILE,
      adresse: HOSTILE,
      contact: HOSTILE,
      arrivee: HOSTILE,
    };
    for (const kind of MESSAGE_KINDS) {
      const { html, subject } = renderEmail(kind, hostile);
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
      expect(subject).toContain('<script>'); // the subject is a header, not HTML
    }
    const customHostile = renderEmail('confirmation', VALUES, { body: '<b>Gras</b> & "guillemets" {lien}' });
    expect(customHostile.html).toContain('&lt;b&gt;Gras&lt;/b&gt; &amp; &quot;guillemets&quot;');
  });

  it('whatever the values, they add no tag (but line breaks), no attribute and no quote to the document', () => {
    const anyText = fc.string({ unit: 'binary', maxLength: 60 });
    fc.assert(
      fc.property(
        fc.constantFrom(...MESSAGE_KINDS),
        fc.record({
          prenom: anyText,
          nom: anyText,
          operation: anyText,
          entreprise: anyText.filter((entreprise) => entreprise.trim() !== ''),
          date: anyText,
          heure: anyText,
          adresse: anyText,
          contact: anyText.filter((contact) => contact.trim() !== ''),
          arrivee: anyText,
        }),
        (kind, values) => {
          const plain = renderEmail(kind, { ...VALUES, contact: 'x' });
          const hostile = renderEmail(kind, { ...values, lien: VALUES.lien });
          expect(markupOf(hostile.html)).toEqual(markupOf(plain.html));
        },
      ),
    );
  });

  it('links only web addresses, escaped: a javascript: or broken link stays text', () => {
    const script = renderEmail('invitation', { ...VALUES, lien: 'javascript:alert(1)' });
    expect(script.html).not.toContain('href=');
    expect(script.html).toContain('javascript:alert(1)');
    const quoted = renderEmail('invitation', {
      ...VALUES,
      lien: 'https://x.fr/?a=1&b="><script>alert(1)</script>',
    });
    expect(quoted.html).toContain(
      'href="https://x.fr/?a=1&amp;b=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    expect(quoted.html).not.toContain('<script');
  });

  it('the sample values render every kind', () => {
    for (const kind of MESSAGE_KINDS) {
      expect(renderEmail(kind, EMAIL_SAMPLE_VALUES).html).toContain('Marie');
      expect(DEFAULT_EMAIL_TEXTS[kind].body).toContain('{lien}');
    }
  });
});
