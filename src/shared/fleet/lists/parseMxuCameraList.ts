// The management center's `.mxu` list: the first line `#EXTMXU`, `//` comment lines,
// `#EXTGROUP:name` putting the cameras after it in that group (an empty name: no group from
// there on), and camera lines `Name<TAB>IP<TAB>user<TAB>password` (tabs may repeat; a line
// with only Name and IP has no credentials). No problem message ever repeats a password.
import { controlCharacterText, firstControlCharacter } from '../../text/controlCharacters';
import { misleadingCharacterText } from '../../text/misleadingCharacters';
import { CameraListError } from './cameraListError';
import type { ListedCamera, ListProblem, ParsedCameraList } from './cameraList';
import { ListedAddresses } from './listDuplicates';
import { parseListedAddress } from './listedAddress';
import { cameraListLimits } from './listLimits';
import { isBlank, listLines, tooLongProblem, type ListLine } from './listLines';
import { groupProblem } from './listVariables';
import { localize, type Text } from '../../i18n/text';

export const mxuFirstLine = '#EXTMXU';
const groupDirective = '#EXTGROUP:';

export function isMxuText(text: string): boolean {
  return /^\uFEFF?#EXTMXU[ \t]*(\r\n|\n|\r|$)/.test(text);
}

export function parseMxuCameraList(fileName: string, text: string): ParsedCameraList {
  const [first, ...lines] = listLines(fileName, text);
  if (!first || first.text.replace(/^\uFEFF/, '').trimEnd() !== mxuFirstLine) throw new CameraListError(fileName, localize('cameraList.notMxu', { firstLine: mxuFirstLine }));
  const cameras: ListedCamera[] = [];
  const problems: ListProblem[] = [];
  const listed = new ListedAddresses();
  let group: string | null | undefined;
  for (const line of lines) {
    if (isBlank(line) || line.text.trimStart().startsWith('//')) continue;
    const problem = tooLongProblem(line);
    if (problem) {
      problems.push({ line: line.number, message: problem });
    } else if (line.text.startsWith(groupDirective)) {
      const name = line.text.slice(groupDirective.length).trim();
      const nameProblem = name === '' ? null : groupProblem(name);
      if (nameProblem) problems.push({ line: line.number, message: localize('cameraList.mxu.groupProblem', { problem: nameProblem }) });
      group = name === '' || nameProblem ? null : name;
    } else if (line.text.startsWith('#')) {
      problems.push({ line: line.number, message: localize('cameraList.mxu.notCameraLine', { directive: groupDirective }) });
    } else {
      const camera = parseCameraLine(line, group);
      const repeated = 'problem' in camera ? null : listed.repeatProblem(camera);
      if ('problem' in camera) problems.push({ line: line.number, message: camera.problem });
      else if (repeated !== null) problems.push({ line: line.number, message: repeated });
      else if (cameras.length >= cameraListLimits.cameras) problems.push({ line: line.number, message: localize('cameraList.pastLimit', { limit: String(cameraListLimits.cameras) }) });
      else cameras.push(camera);
    }
  }
  return { format: 'mxu', cameras, problems, variableNames: [], addressColumn: null };
}

function parseCameraLine(line: ListLine, group: string | null | undefined): ListedCamera | { problem: Text } {
  const fields = line.text.split(/\t+/);
  if (fields.length === 1) return { problem: localize('cameraList.mxu.noTab') };
  if (fields.length === 3) return { problem: localize('cameraList.mxu.noPassword') };
  if (fields.length > 4) return { problem: localize('cameraList.mxu.fieldCount', { fields: fields.length }) };
  const [name, addressText, user, password] = fields as [string, string, string?, string?];
  const label = name.trim();
  if (label === '') return { problem: localize('cameraList.mxu.noName') };
  if (label.length > cameraListLimits.labelLength) return { problem: localize('cameraList.cameraNameTooLong', { limit: String(cameraListLimits.labelLength) }) };
  const labelControl = controlCharacterText(label, localize('cameraList.theName')) ?? misleadingCharacterText(label, localize('cameraList.theName'));
  if (labelControl) return { problem: labelControl };
  const address = parseListedAddress(addressText.trim());
  if ('problem' in address) return address;
  const credentialsProblem = user === undefined ? null : credentialProblem(user, password!);
  if (credentialsProblem) return { problem: credentialsProblem };
  return { line: line.number, ...address, label, user: user ?? null, password: password ?? null, group, variables: {} };
}

function credentialProblem(user: string, password: string): Text | null {
  if (user.length > cameraListLimits.userLength) return localize('cameraList.mxu.userTooLong', { limit: String(cameraListLimits.userLength) });
  if (user.includes(':')) return localize('cameraList.mxu.userColon');
  const userControl = controlCharacterText(user, localize('cameraList.theUserName')) ?? misleadingCharacterText(user, localize('cameraList.theUserName'));
  if (userControl) return userControl;
  // Never the password itself, nor where in it: only that it holds one.
  if (firstControlCharacter(password) !== null) return localize('cameraList.mxu.passwordControl');
  if (password.length > cameraListLimits.passwordLength) return localize('cameraList.mxu.passwordTooLong', { limit: String(cameraListLimits.passwordLength) });
  return null;
}
