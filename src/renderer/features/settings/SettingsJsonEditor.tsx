// The settings text in Monaco, validated and completed against the settings JSON schema.
// Loaded lazily with Monaco (DistributorSettingsView), so the other views never wait for it.
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../ui/monaco/CodeEditor';
import { jsonLanguageId, setJsonSchema } from '../../ui/monaco/jsonLanguage';
import { settingsJsonSchema, settingsModelUri } from './settingsJsonSchema';

setJsonSchema(settingsModelUri, settingsJsonSchema);

export default function SettingsJsonEditor({ value, onChange }: { value: string; onChange(text: string): void }) {
  const { t } = useTranslation();
  return <CodeEditor value={value} onChange={onChange} language={jsonLanguageId} label={t('settings.jsonEditor')} modelUri={settingsModelUri} className="settings-json-editor" />;
}
