import { describe, expect, it } from 'vitest';
import { interventionPdfFileName } from './pdf-file-name.ts';

describe('interventionPdfFileName', () => {
  it('names the download mission_{client}_{date}.pdf with a safe client name', () => {
    expect(interventionPdfFileName('Dupont', '2026-11-24')).toBe('mission_Dupont_2026-11-24.pdf');
    expect(interventionPdfFileName('Éloïse Dupré-Œuvray', '2026-11-24')).toBe(
      'mission_Eloise_Dupre-OEuvray_2026-11-24.pdf',
    );
    expect(interventionPdfFileName('../../etc/passwd', '2026-11-24')).toBe(
      'mission_etc_passwd_2026-11-24.pdf',
    );
    expect(interventionPdfFileName('a\\b "c" \'d\'\r\n\u0000e:f*?<>|', '2026-11-24')).toBe(
      'mission_a_b_c_d_e_f_2026-11-24.pdf',
    );
    expect(interventionPdfFileName('Groß Łódź', '2026-11-24')).toBe('mission_Gross_Lodz_2026-11-24.pdf');
    expect(interventionPdfFileName('😀 李', '2026-11-24')).toBe('mission_client_2026-11-24.pdf');
    expect(interventionPdfFileName('Dupont', '../x')).toBe('mission_Dupont_x.pdf');
    expect(interventionPdfFileName('Dupont', '')).toBe('mission_Dupont_sans-date.pdf');
    expect(interventionPdfFileName('A'.repeat(500), '2026-11-24')).toBe(
      `mission_${'A'.repeat(80)}_2026-11-24.pdf`,
    );
  });

  it('carries the report version when one is given (issue 39: several versions), never a bad one', () => {
    expect(interventionPdfFileName('Dupont', '2026-11-24', 2)).toBe('mission_Dupont_2026-11-24-v2.pdf');
    expect(interventionPdfFileName('Dupont', '2026-11-24', null)).toBe('mission_Dupont_2026-11-24.pdf');
    expect(interventionPdfFileName('Dupont', '2026-11-24', 0)).toBe('mission_Dupont_2026-11-24.pdf');
    expect(interventionPdfFileName('Dupont', '2026-11-24', 1.5)).toBe('mission_Dupont_2026-11-24.pdf');
  });
});
