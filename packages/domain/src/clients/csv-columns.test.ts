import { describe, expect, it } from 'vitest';
import { fieldOfCsvHeader } from './csv-columns.ts';

describe('CSV header names', () => {
  it.each([
    ['nom', 'name'],
    ['NOM', 'name'],
    ['Nom de famille', 'name'],
    ['\uFEFFnom', 'name'],
    ['Prénom', 'prenom'],
    ['PRENOM', 'prenom'],
    ['E-mail', 'email'],
    ['Courriel', 'email'],
    ['Téléphone', 'telephone'],
    ['Tel', 'telephone'],
    ['Tél.', 'telephone'],
    ['Adresse', 'adresse'],
    ['Code postal', 'code_postal'],
    ['code_postal', 'code_postal'],
    ['CP', 'code_postal'],
    ['Opération', 'operation_name'],
    ["Type d'opération", 'operation_name'],
    ['Type d’opération', 'operation_name'],
  ])('%s is %s', (header, field) => {
    expect(fieldOfCsvHeader(header)).toBe(field);
  });

  it('ignores unknown columns', () => {
    expect(fieldOfCsvHeader('Commentaire')).toBeNull();
  });
});
