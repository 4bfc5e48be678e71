/**
 * `/api/docs`: the public API's documentation, a page written on the server from the OpenAPI
 * document itself (no script, no CDN, nothing to keep in step by hand): each route with its scope,
 * parameters, body fields and answers, and a curl example.
 */
import type { OpenApiDocument, OpenApiOperation } from './public-api.openapi.ts';

type JsonSchema = Record<string, unknown>;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A field's type in words: `texte`, `entier`, `liste de objet`, `« a » | « b »`. */
function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) {
    return 'quelconque';
  }
  if (Array.isArray(schema.enum)) {
    return schema.enum.map((value) => `« ${JSON.stringify(value)} »`).join(' | ');
  }
  if (schema.const !== undefined) {
    return `« ${JSON.stringify(schema.const)} »`;
  }
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) {
    return [...new Set(variants.map(typeOf))].join(' ou ');
  }
  const type = schema.type as string | string[] | undefined;
  const words: Record<string, string> = {
    string: 'texte',
    integer: 'entier',
    number: 'nombre',
    boolean: 'booléen',
    object: 'objet',
    null: 'null',
  };
  if (type === 'array') {
    return `liste de ${typeOf(schema.items as JsonSchema)}`;
  }
  if (Array.isArray(type)) {
    return type.map((entry) => words[entry] ?? entry).join(' ou ');
  }
  return type ? (words[type] ?? type) : 'quelconque';
}

function fieldsTable(schema: JsonSchema, caption: string): string {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const rows = Object.entries(properties)
    .map(
      ([name, property]) =>
        `<tr><th scope="row"><code>${escapeHtml(name)}</code></th><td>${escapeHtml(typeOf(property))}</td><td>${required.has(name) ? 'oui' : 'non'}</td></tr>`,
    )
    .join('');
  if (!rows) {
    return `<p>${escapeHtml(caption)} : ${escapeHtml(typeOf(schema))}</p>`;
  }
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">Champ</th><th scope="col">Type</th><th scope="col">Obligatoire</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationSection(method: string, path: string, operation: OpenApiOperation): string {
  const parameters = operation.parameters ?? [];
  const parametersTable =
    parameters.length === 0
      ? ''
      : `<table><caption>Paramètres</caption><thead><tr><th scope="col">Nom</th><th scope="col">Où</th><th scope="col">Type</th><th scope="col">Obligatoire</th></tr></thead><tbody>${parameters
          .map(
            (parameter) =>
              `<tr><th scope="row"><code>${escapeHtml(parameter.name)}</code></th><td>${parameter.in === 'path' ? 'chemin' : 'requête'}</td><td>${escapeHtml(typeOf(parameter.schema))}</td><td>${parameter.required ? 'oui' : 'non'}</td></tr>`,
          )
          .join('')}</tbody></table>`;
  const body = operation.requestBody
    ? fieldsTable(operation.requestBody.content['application/json'].schema, 'Corps (JSON)')
    : '';
  const answers = Object.entries(operation.responses)
    .map(([status, response]) => {
      const schema = response.content?.['application/json'].schema;
      const data = (schema?.properties as Record<string, JsonSchema> | undefined)?.data;
      const shape = data ? ` — <code>data</code> : ${escapeHtml(typeOf(data))}` : '';
      return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(response.description)}${shape}</li>`;
    })
    .join('');
  return `<section aria-labelledby="${operation.operationId}">
<h3 id="${operation.operationId}"><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary ?? '')}${operation.description ? ` ${escapeHtml(operation.description)}` : ''}</p>
<p>Droits de la clé : <strong>${operation['x-scope'] === 'write' ? 'écriture' : 'lecture'}</strong></p>
${parametersTable}${body}<h4>Réponses</h4><ul>${answers}</ul></section>`;
}

export function renderPublicApiDocs(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags?.[0] ?? 'Autres';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, operation)]);
    }
  }
  const server = document.servers[0]?.url ?? '';
  const curl = `curl -H "Authorization: Bearer trn_votre_cle" -H "Accept-Language: fr" "${server}/api/v1/agents?limit=10"`;
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} — documentation</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem 1.5rem;color:#1a1b1e;line-height:1.5}
code,pre{font-family:ui-monospace,monospace;background:#f1f3f5;border-radius:4px;padding:0 .25rem}
pre{padding:.75rem;white-space:pre-wrap;overflow-wrap:anywhere}section{border-top:1px solid #dee2e6;padding:.5rem 0}
table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #dee2e6;padding:.25rem .5rem;text-align:left}
caption{text-align:left;font-weight:600}.method{display:inline-block;min-width:4.5rem;color:#1864ab}
a{color:#1864ab}
</style></head>
<body><header><h1>${escapeHtml(document.info.title)} <small>v${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description)}</p>
<p>Exemple :</p><pre><code>${escapeHtml(curl)}</code></pre>
<p>Le document OpenAPI 3.1 : <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</p></header>
<main>${[...byTag.entries()].map(([tag, sections]) => `<h2>${escapeHtml(tag)}</h2>${sections.join('\n')}`).join('\n')}</main>
</body></html>`;
}
