import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost, apiPostForFile, setUnauthorisedListener } from './api-client.ts';
import { ApiError } from './http/fetch-core.ts';

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

describe('apiPostForFile', () => {
  it('returns the bytes and the name the server gives the file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('%PDF-1.7', {
            status: 200,
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="mission_Dupont_2026-11-23.pdf"',
            },
          }),
      ),
    );
    const file = await apiPostForFile('/pdf/generate-pdf', { rdv_id: 1 });
    expect(file.fileName).toBe('mission_Dupont_2026-11-23.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('an ended session goes back to the login page, with the spec message', async () => {
    const listener = vi.fn();
    setUnauthorisedListener(listener);
    answer(401, { success: false, error: 'Non autorisé. Veuillez vous reconnecter' });
    const error = await failureOf(apiPostForFile('/pdf/generate-pdf', { rdv_id: 1 }));
    expect(error.status).toBe(401);
    expect(listener).toHaveBeenCalledOnce();
  });

  it("a refusal carries the server's message", async () => {
    answer(403, { success: false, error: 'Fonctionnalité non disponible dans votre plan' });
    expect((await failureOf(apiPostForFile('/pdf/generate-pdf', { rdv_id: 1 }))).message).toBe(
      'Fonctionnalité non disponible dans votre plan',
    );
  });
});
