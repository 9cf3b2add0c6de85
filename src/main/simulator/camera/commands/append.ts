// `append` + SECTION blocks: adds parameters to sections (creating absent ones); a parameter
// that already exists takes the new value. All or none.
import { findSection, setParam } from '../../../../shared/remoteconfig/configModel';
import { readSectionBlocks } from '../blockReader';
import { putSection } from '../sectionEdits';
import { withoutArguments } from './commandContext';

export const append = withoutArguments(({ camera, cursor, out, line }) => {
  const block = readSectionBlocks(cursor, out);
  if (!block.valid) return;
  if (block.sections.length === 0) return out.error(`bad syntax: ${line} (no SECTION block follows)`);
  let draft = camera.running;
  for (const section of block.sections) {
    if (!findSection(draft, section.name)) draft = putSection(draft, { name: section.name, params: [] });
    for (const param of section.params) draft = setParam(draft, section.name, param.name, param.value);
  }
  camera.running = draft;
  out.exec(line);
});
