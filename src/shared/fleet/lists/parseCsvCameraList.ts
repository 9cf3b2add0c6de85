// The community CSV: `;`-separated, `#` lines skipped, the first other line the header row
// naming the columns, then one camera a line: the address (`HOST[:PORT]`) first, the further
// columns its variables. Columns named GROUP and LABEL (any letter case) are the camera's
// group and name in the list, not variables.
import { controlCharacterText } from '../../text/controlCharacters';
import { misleadingCharacterText } from '../../text/misleadingCharacters';
import { CameraListError } from './cameraListError';
import type { ListedCamera, ListProblem, ParsedCameraList } from './cameraList';
import { splitCsvLine } from './csvFields';
import { ListedAddresses } from './listDuplicates';
import { parseListedAddress } from './listedAddress';
import { cameraListLimits } from './listLimits';
import { isBlank, listLines, tooLongProblem, type ListLine } from './listLines';
import { groupProblem, isReservedColumn, listedVariableValueProblem, reservedColumns, variableNameProblem } from './listVariables';
import { localize, type Text } from '../../i18n/text';

interface Header {
  line: number;
  /** The name of the address column. */
  addressColumn: string;
  /** The column names after the address column. */
  columns: string[];
}

export function parseCsvCameraList(fileName: string, text: string): ParsedCameraList {
  const lines = listLines(fileName, text).filter((line) => !isBlank(line) && !line.text.trimStart().startsWith('#'));
  const [headerLine, ...rows] = skipSeparatorHint(fileName, lines);
  if (!headerLine) throw new CameraListError(fileName, localize('cameraList.csv.noCamera'));
  const header = parseHeader(fileName, headerLine);
  const cameras: ListedCamera[] = [];
  const problems: ListProblem[] = [];
  const listed = new ListedAddresses();
  for (const row of rows) {
    const camera = parseRow(row, header);
    if ('problem' in camera) {
      problems.push({ line: row.number, message: camera.problem });
      continue;
    }
    const repeated = listed.repeatProblem(camera);
    if (repeated !== null) problems.push({ line: row.number, message: repeated });
    else if (cameras.length >= cameraListLimits.cameras) problems.push({ line: row.number, message: localize('cameraList.pastLimit', { limit: String(cameraListLimits.cameras) }) });
    else cameras.push(camera);
  }
  const variableNames = header.columns.filter((name) => !isReservedColumn(name));
  return { format: 'csv', cameras, problems, variableNames, addressColumn: header.addressColumn };
}

/** Spreadsheets may start a CSV with `sep=;`, naming its separator: not the header row. */
function skipSeparatorHint(fileName: string, lines: ListLine[]): ListLine[] {
  const hint = /^sep=(.)$/i.exec(lines[0]?.text.trim() ?? '');
  if (!hint) return lines;
  if (hint[1] !== ';') throw new CameraListError(fileName, localize('cameraList.csv.separatorHint', { line: String(lines[0]!.number), separator: hint[1]! }));
  return lines.slice(1);
}

function parseHeader(fileName: string, line: ListLine): Header {
  const refuse = (problem: Text) => new CameraListError(fileName, localize('cameraList.csv.headerRow', { line: String(line.number), problem }));
  const tooLong = tooLongProblem(line);
  if (tooLong) throw refuse(tooLong);
  if (!line.text.includes(';') && /[,\t]/.test(line.text)) throw refuse(localize('cameraList.csv.noSemicolon', { found: localize(line.text.includes(',') ? 'cameraList.csv.commas' : 'cameraList.csv.tabs') }));
  const split = splitCsvLine(line.text);
  if ('problem' in split) throw refuse(localize('cameraList.csv.cannotBeRead', { problem: split.problem }));
  const names = split.fields.map((field) => field.trim());
  while (names.length > 1 && names.at(-1) === '') names.pop(); // a trailing ';' names no column
  if (/^\d{1,3}(\.\d{1,3}){3}(:\d+)?$/.test(names[0]!)) {
    throw refuse(localize('cameraList.csv.looksLikeAddress', { address: names[0]! }));
  }
  const columns = names.slice(1);
  if (columns.length > cameraListLimits.variablesPerCamera + 2) throw refuse(localize('cameraList.csv.tooManyColumns', { columns: columns.length, limit: cameraListLimits.variablesPerCamera }));
  const seen = new Map<string, number>();
  columns.forEach((name, index) => {
    const problem = variableNameProblem(name);
    if (problem) throw refuse(localize('cameraList.csv.column', { number: String(index + 2), problem }));
    const earlier = seen.get(name.toUpperCase());
    if (earlier !== undefined) throw refuse(localize('cameraList.csv.sameColumns', { first: String(earlier), second: String(index + 2), name }));
    seen.set(name.toUpperCase(), index + 2);
  });
  return { line: line.number, addressColumn: names[0]!, columns };
}

function parseRow(row: ListLine, header: Header): ListedCamera | { problem: Text } {
  const tooLong = tooLongProblem(row);
  if (tooLong) return { problem: tooLong };
  const split = splitCsvLine(row.text);
  if ('problem' in split) return split;
  const [addressField, ...values] = split.fields;
  const address = parseListedAddress(addressField!.trim());
  if ('problem' in address) return address;
  while (values.length > header.columns.length && values.at(-1)!.trim() === '') values.pop();
  if (values.length !== header.columns.length) {
    return { problem: localize('cameraList.csv.fieldCount', { fields: values.length + 1, headerLine: String(header.line), columns: header.columns.length + 1 }) };
  }
  const camera: ListedCamera = { line: row.number, ...address, label: null, user: null, password: null, group: undefined, variables: {} };
  for (const [index, name] of header.columns.entries()) {
    const problem = setColumn(camera, name, values[index]!);
    if (problem) return { problem };
  }
  return camera;
}

/** Sets one column's value on the camera; what is wrong with it, naming the column, or null. */
function setColumn(camera: ListedCamera, name: string, value: string): Text | null {
  const upper = name.toUpperCase();
  const inColumn = (problem: Text | null) => (problem === null ? null : localize('cameraList.csv.columnProblem', { name, problem }));
  if (upper === reservedColumns.group) {
    const group = value.trim();
    camera.group = group === '' ? null : group;
    return group === '' ? null : inColumn(groupProblem(group));
  }
  if (upper === reservedColumns.label) {
    camera.label = value.trim() === '' ? null : value.trim();
    if (value.trim().length > cameraListLimits.labelLength) return inColumn(localize('cameraList.cameraNameTooLong', { limit: String(cameraListLimits.labelLength) }));
    const subject = localize('cameraList.theName');
    return inColumn(controlCharacterText(value, subject) ?? misleadingCharacterText(value, subject));
  }
  camera.variables[name] = value;
  return listedVariableValueProblem(value, localize('cameraList.variable.inColumn', { name }));
}
