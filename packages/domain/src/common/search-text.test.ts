import { describe, expect, it } from 'vitest';
import { removeAccents, toSearchText } from './search-text.ts';

describe('accent folding', () => {
  it('removes accents and unties ligatures, keeping the case', () => {
    expect(removeAccents('Éloïse Dupré-Œuvray')).toBe('Eloise Dupre-OEuvray');
    expect(removeAccents('Ærø, Łódź, Đakovo, Ça, Noël')).toBe('AEro, Lodz, Dakovo, Ca, Noel');
  });

  it('search text is also lower case: "aubigne" finds "AUBIGNÉ"', () => {
    expect(toSearchText('AUBIGNÉ')).toBe('aubigne');
    expect(toSearchText('Zoë LEFÈVRE')).toBe('zoe lefevre');
    expect(toSearchText("Saint-Étienne, L'Haÿ-les-Roses, Œuvre")).toBe(
      "saint-etienne, l'hay-les-roses, oeuvre",
    );
  });

  it('leaves letters that are not accented letters as they are (ß, ð, þ, digits, punctuation)', () => {
    expect(toSearchText('Straße 12, Þór & Ðóra!')).toBe('straße 12, þor & ðora!');
  });
});
