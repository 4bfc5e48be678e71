import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@tourneo/domain';
import { ApiError } from '../../lib/http/fetch-core.ts';
import { deleteFailureOf } from './delete-outcome.ts';

describe('a failed delete', () => {
  it('RDV_NOT_FOUND and DELETE_FAILED count as already deleted', () => {
    for (const code of ['RDV_NOT_FOUND', 'DELETE_FAILED']) {
      expect(deleteFailureOf(new ApiError(404, 'Rendez-vous introuvable', code))).toEqual({
        isAlreadyDeleted: true,
        message: 'Opération terminée - Les données ont été actualisées',
      });
    }
  });

  it('any other error is "Erreur lors de la suppression: {message}"', () => {
    expect(deleteFailureOf(new ApiError(500, 'Erreur serveur interne', 'INTERNAL'))).toEqual({
      isAlreadyDeleted: false,
      message: 'Erreur lors de la suppression: Erreur serveur interne',
    });
    expect(deleteFailureOf(new ApiError(404, 'Ressource non trouvée', 'NOT_FOUND')).isAlreadyDeleted).toBe(
      false,
    );
    expect(deleteFailureOf('boom').message).toBe(
      `${MESSAGES.missions.deleteErrorPrefix}${MESSAGES.network.unexpected}`,
    );
  });
});
