// `write` + SECTION blocks: replaces whole sections (how a backup is restored), all or none.
import { readSectionBlocks } from '../blockReader';
import { putSection } from '../sectionEdits';
import type { CommandContext } from './commandContext';

export function writeSections({ camera, cursor, out, line }: CommandContext): void {
  const block = readSectionBlocks(cursor, out);
  if (!block.valid) return;
  if (block.sections.length === 0) return out.error(`bad syntax: ${line} (no SECTION block follows)`);
  camera.running = block.sections.reduce(putSection, camera.running);
  out.exec(line);
}
