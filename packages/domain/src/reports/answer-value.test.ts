import { describe, expect, it } from 'vitest';
import {
  ANSWER_TEXT_SHOWN_MAX,
  LONG_BASE64_MIN_LENGTH,
  answerDisplayText,
  answerValueKind,
  cutAnswerText,
  imageValueBase64,
  isImageValue,
} from './answer-value.ts';

describe('form answer typing (spec 2 §5)', () => {
  it('a data:image/ URL is an image, whatever its format', () => {
    expect(isImageValue('data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==')).toBe(true);
    expect(isImageValue('  DATA:IMAGE/jpeg;base64,/9j/4AAQ')).toBe(true);
    expect(isImageValue('data:image/svg+xml,<svg/>')).toBe(true);
  });

  it('base64 starting with a JPEG, PNG, GIF or WebP signature is an image', () => {
    expect(isImageValue('/9j/4AAQSkZJRgABAQAAAQABAAD')).toBe(true);
    expect(isImageValue('iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB')).toBe(true);
    expect(isImageValue('R0lGODlhAQABAAAAACw=')).toBe(true);
    expect(isImageValue('UklGRiQAAABXRUJQVlA4')).toBe(true);
  });

  it(`base64 text of ${LONG_BASE64_MIN_LENGTH} characters is an image, one fewer is not`, () => {
    expect(isImageValue('A'.repeat(LONG_BASE64_MIN_LENGTH))).toBe(true);
    expect(isImageValue('A'.repeat(LONG_BASE64_MIN_LENGTH - 1))).toBe(false);
    expect(isImageValue(`${'A'.repeat(76)}\n`.repeat(20))).toBe(true);
  });

  it('words, sentences and long prose are not images', () => {
    expect(isImageValue('Oui')).toBe(false);
    expect(isImageValue('R0lGOD est un mot')).toBe(false);
    expect(isImageValue('mot '.repeat(LONG_BASE64_MIN_LENGTH))).toBe(false);
    expect(isImageValue('')).toBe(false);
  });

  it('a line break or more than 100 characters makes a textarea, 100 characters stay text', () => {
    expect(answerValueKind('Compteur posé\nsans réserve')).toBe('textarea');
    expect(answerValueKind('é'.repeat(ANSWER_TEXT_SHOWN_MAX + 1))).toBe('textarea');
    expect(answerValueKind('é'.repeat(ANSWER_TEXT_SHOWN_MAX))).toBe('text');
    expect(answerValueKind('/9j/4AAQSkZJRg')).toBe('image');
  });

  it('a shown text is cut at 100 characters with an ellipsis', () => {
    expect(cutAnswerText('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`);
    expect(cutAnswerText('a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('the base64 of an image value: after the comma of a base64 data URL, spaces removed', () => {
    expect(imageValueBase64('data:image/png;base64,iVBO Rw0K\nGgo=')).toBe('iVBORw0KGgo=');
    expect(imageValueBase64('/9j/4AAQ')).toBe('/9j/4AAQ');
    expect(imageValueBase64('data:image/svg+xml,<svg/>')).toBeNull();
    expect(imageValueBase64('Oui')).toBeNull();
  });
});

describe('answerDisplayText', () => {
  const options = [
    { option_value: 'ok', option_label: 'Bon état' },
    { option_value: 'hs', option_label: 'Hors service' },
  ];
  it('shows options by their labels, several joined by commas', () => {
    expect(answerDisplayText('ok', options)).toBe('Bon état');
    expect(answerDisplayText(['ok', 'hs'], options)).toBe('Bon état, Hors service');
    expect(answerDisplayText(['gone'], options)).toBe('gone');
  });
  it('writes yes/no in French and numbers with a decimal comma', () => {
    expect(answerDisplayText(true)).toBe('Oui');
    expect(answerDisplayText(false)).toBe('Non');
    expect(answerDisplayText(12.5)).toBe('12,5');
  });
  it('keeps a text as typed', () => {
    expect(answerDisplayText('Compteur 42\nà changer')).toBe('Compteur 42\nà changer');
  });
});
