/// <reference types="vite/client" />
// Monaco's JSON language service (validation, completion and hover from a JSON schema), with
// its worker from our own build (CSP worker-src 'self'). Imported only by editors that show
// JSON, so it loads with them; the schemas come from zod (z.toJSONSchema), never written twice.
import 'monaco-editor/language/json/monaco.contribution';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import { monaco } from './monacoRuntime';

export const jsonLanguageId = 'json';

const editorWorker = globalThis.MonacoEnvironment?.getWorker;
globalThis.MonacoEnvironment = {
  getWorker: (workerId: string, label: string) => (label === jsonLanguageId ? new JsonWorker() : editorWorker!(workerId, label)),
};

const schemasByUri = new Map<string, object>();

/** Validates and completes the model at `modelUri` against `schema`; problems show as error markers. */
export function setJsonSchema(modelUri: string, schema: object): void {
  schemasByUri.set(modelUri, schema);
  jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    trailingCommas: 'error',
    enableSchemaRequest: false,
    schemaValidation: 'error',
    schemas: [...schemasByUri].map(([uri, entry]) => ({ uri: `${uri}#schema`, fileMatch: [uri], schema: entry })),
  });
}

export { monaco };
