// The Agent view's Save and "Send a test alert" per channel as commands: available exactly when
// the view's buttons are; focus goes to the outcome the view shows.
import { agentChannelNames } from '../../../shared/api/agentSchemas';
import type { StudioText } from '../../i18n/studioText';
import type { Studio } from '../../studio/studioStores';
import { agentSaveUnavailable, saveAgentDraft, sendAgentTestAlert } from '../agent/agentActions';
import type { PaletteCommand } from './paletteCommand';

export function agentCommands(studio: Studio, t: StudioText): PaletteCommand[] {
  const showAgent = () => studio.stores.ui.getState().showView('agent');
  const saveReason = agentSaveUnavailable(studio);
  const tests = studio.stores.agent.getState().tests;
  return [
    {
      id: 'agent.save',
      group: 'agent',
      title: t('palette.command.saveAgentSettings'),
      unavailable: saveReason === null ? null : t(`palette.reason.agent.${saveReason}`),
      continueAt: 'result',
      run: async () => {
        showAgent();
        await saveAgentDraft(studio);
      },
    },
    ...agentChannelNames.map(
      (channel): PaletteCommand => ({
        id: `agent.testAlert.${channel}`,
        group: 'agent',
        title: t('palette.command.sendTestAlert', { channel: t(`agent.test.channel.${channel}`) }),
        unavailable: tests[channel].status === 'sending' ? t('palette.reason.agent.sending') : null,
        continueAt: 'result',
        run: async () => {
          showAgent();
          await sendAgentTestAlert(studio, channel);
        },
      }),
    ),
  ];
}
