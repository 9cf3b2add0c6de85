// The workspace's files are written atomically (src/main/base/files/atomicFile.ts); a write that
// fails is a WorkspaceFileError naming the file.
import { AtomicWriteError, writeFileAtomically as writeAtomically, type AtomicWriteSteps } from '../base/files/atomicFile';
import { WorkspaceFileError } from './workspaceErrors';
import { localize } from '../../shared/i18n/text';

export { isTemporaryName, temporarySuffix, type AtomicWriteSteps } from '../base/files/atomicFile';

export async function writeFileAtomically(path: string, text: string, steps?: AtomicWriteSteps): Promise<void> {
  try {
    await writeAtomically(path, text, steps);
  } catch (error) {
    if (error instanceof AtomicWriteError) throw new WorkspaceFileError(path, localize('workspace.cannotBeWritten', { reason: error.reason }));
    throw error;
  }
}
