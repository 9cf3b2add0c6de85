// The management center's `.mxu` list: the first line `#EXTMXU`, `//` comment lines,
// `#EXTGROUP:name` putting the cameras after it in that group (an empty name: no group from
// there on), and camera lines `Name<TAB>IP<TAB>user<TAB>password` (tabs may repeat; a line
// with only Name and IP has no credentials). No problem message ever repeats a password.
import { controlCharacterProblem, firstControlCharacter } from '../../text/controlCharacters';
import { misleadingCharacterProblem } from '../../text/misleadingCharacters';
import { CameraListError } from './cameraListError';
import type { ListedCamera, ListProblem, ParsedCameraList } from './cameraList';
import { ListedAddresses } from './listDuplicates';
import { parseListedAddress } from './listedAddress';
import { cameraListLimits } from './listLimits';
import { isBlank, listLines, tooLongProblem, type ListLine } from './listLines';
import { groupProblem } from './listVariables';

export const mxuFirstLine = '#EXTMXU';
const groupDirective = '#EXTGROUP:';

export function isMxuText(text: string): boolean {
  return /^\uFEFF?#EXTMXU[ \t]*(\r\n|\n|\r|$)/.test(text);
}

export function parseMxuCameraList(fileName: string, text: string): ParsedCameraList {
  const [first, ...lines] = listLines(fileName, text);
  if (!first || first.text.replace(/^\uFEFF/, '').trimEnd() !== mxuFirstLine) throw new CameraListError(fileName, `is not an .mxu camera list: its first line must be ${mxuFirstLine}`);
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
      if (nameProblem) problems.push({ line: line.number, message: `${nameProblem}; the cameras after it are put in no group` });
      group = name === '' || nameProblem ? null : name;
    } else if (line.text.startsWith('#')) {
      problems.push({ line: line.number, message: `is not a camera line, a // comment or ${groupDirective}name (lines starting with # are not otherwise used)` });
    } else {
      const camera = parseCameraLine(line, group);
      const repeated = 'problem' in camera ? null : listed.repeatProblem(camera);
      if ('problem' in camera) problems.push({ line: line.number, message: camera.problem });
      else if (repeated !== null) problems.push({ line: line.number, message: repeated });
      else if (cameras.length >= cameraListLimits.cameras) problems.push({ line: line.number, message: `is past the limit of ${cameraListLimits.cameras} cameras in one list` });
      else cameras.push(camera);
    }
  }
  return { format: 'mxu', cameras, problems, variableNames: [], addressColumn: null };
}

function parseCameraLine(line: ListLine, group: string | null | undefined): ListedCamera | { problem: string } {
  const fields = line.text.split(/\t+/);
  if (fields.length === 1) return { problem: 'has no tab: a camera line is Name, IP, user and password separated by tabs' };
  if (fields.length === 3) return { problem: 'has a user but no password (a camera line is Name, IP, user and password separated by tabs)' };
  if (fields.length > 4) return { problem: `has ${fields.length} tab-separated fields; a camera line has 4 (Name, IP, user, password)` };
  const [name, addressText, user, password] = fields as [string, string, string?, string?];
  const label = name.trim();
  if (label === '') return { problem: 'has no camera name before the first tab' };
  if (label.length > cameraListLimits.labelLength) return { problem: `the name is longer than ${cameraListLimits.labelLength} characters` };
  const labelControl = controlCharacterProblem(label, 'the name') ?? misleadingCharacterProblem(label, 'the name');
  if (labelControl) return { problem: labelControl };
  const address = parseListedAddress(addressText.trim());
  if ('problem' in address) return address;
  const credentialsProblem = user === undefined ? null : credentialProblem(user, password!);
  if (credentialsProblem) return { problem: credentialsProblem };
  return { line: line.number, ...address, label, user: user ?? null, password: password ?? null, group, variables: {} };
}

function credentialProblem(user: string, password: string): string | null {
  if (user.length > cameraListLimits.userLength) return `the user name is longer than ${cameraListLimits.userLength} characters`;
  if (user.includes(':')) return 'the user name contains ":", which Basic authentication cannot carry';
  const userControl = controlCharacterProblem(user, 'the user name') ?? misleadingCharacterProblem(user, 'the user name');
  if (userControl) return userControl;
  // Never the password itself, nor where in it: only that it holds one.
  if (firstControlCharacter(password) !== null) return 'the password contains a control character';
  if (password.length > cameraListLimits.passwordLength) return `the password is longer than ${cameraListLimits.passwordLength} characters`;
  return null;
}
