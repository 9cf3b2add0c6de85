// workspace.*: where cameras are kept between runs and how their passwords are (WorkspaceService).
import type { HandlersOf } from '../studioServices';
import type { WorkspaceService } from './workspaceService';

export function workspaceHandlers(workspace: WorkspaceService): HandlersOf<'workspace'> {
  return {
    'workspace.status': async () => workspace.status(),
    'workspace.unlock': async ({ passphrase }) => {
      await workspace.unlock(passphrase);
      return workspace.status();
    },
  };
}
