import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiPost, setUnauthorisedListener } from './api-client.ts';

function answer(status: number, body?: unknown, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(body === undefined ? 'not json' : JSON.stringify(body), { status, statusText }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorisedListener(undefined);
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) {
      return error;
    }
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('apiPost', () => {
  it('returns the JSON answer of a successful call', async () => {
    answer(200, { success: true, data: [1] });
    await expect(apiPost('/x')).resolves.toEqual({ success: true, data: [1] });
  });

  it("prefers the server's own error message", async () => {
    answer(409, { success: false, error: 'Ce nom de société est déjà utilisé.' });
    expect((await failureOf(apiPost('/x'))).message).toBe('Ce nom de société est déjà utilisé.');
  });

  it.each([
    [400, 'Données invalides'],
    [401, 'Non autorisé. Veuillez vous reconnecter'],
    [403, 'Accès interdit'],
    [404, 'Ressource non trouvée'],
    [409, 'Conflit de données'],
    [422, 'Données non valides'],
    [500, 'Erreur serveur interne'],
  ])('falls back to the spec message for status %i', async (status, message) => {
    answer(status);
    const error = await failureOf(apiPost('/x'));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it('names any other status with its text', async () => {
    answer(418, undefined, "I'm a teapot");
    expect((await failureOf(apiPost('/x'))).message).toBe("Erreur: 418 I'm a teapot");
  });

  it('reports a connection failure in French', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    expect((await failureOf(apiPost('/x'))).message).toBe('Erreur de connexion au serveur');
  });

  it('tells the back office when the session has expired', async () => {
    const listener = vi.fn();
    setUnauthorisedListener(listener);
    answer(401, { error: 'Non autorisé. Veuillez vous reconnecter' });
    await failureOf(apiPost('/agents/get-all'));
    expect(listener).toHaveBeenCalledOnce();
  });
});
