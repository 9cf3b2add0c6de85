// agent.json's text in Monaco (JSON syntax checked as typed; the settings are checked by the
// studio with the agent's own rules on save). Loaded lazily with Monaco (AgentView).
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../ui/monaco/CodeEditor';
import { jsonLanguageId } from '../../ui/monaco/jsonLanguage';

export const agentModelUri = 'inmemory://camconfig/agent.json';

export default function AgentJsonEditor({ value, onChange }: { value: string; onChange(text: string): void }) {
  const { t } = useTranslation();
  return <CodeEditor value={value} onChange={onChange} language={jsonLanguageId} label={t('agent.jsonEditor')} modelUri={agentModelUri} className="settings-json-editor agent-json-editor" />;
}
