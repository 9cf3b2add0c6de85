// The settings text in Monaco, validated and completed against the settings JSON schema.
// Loaded lazily with Monaco (DistributorSettingsView), so the other views never wait for it.
import { CodeEditor } from '../../ui/monaco/CodeEditor';
import { jsonLanguageId, setJsonSchema } from '../../ui/monaco/jsonLanguage';
import { settingsJsonSchema, settingsModelUri } from './settingsJsonSchema';

setJsonSchema(settingsModelUri, settingsJsonSchema);

export default function SettingsJsonEditor({ value, onChange }: { value: string; onChange(text: string): void }) {
  return <CodeEditor value={value} onChange={onChange} language={jsonLanguageId} label="Settings as JSON (user_config.json)" modelUri={settingsModelUri} className="settings-json-editor" />;
}
