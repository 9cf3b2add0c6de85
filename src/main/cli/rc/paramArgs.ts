// Command line forms of parameters: `SECTION/NAME`, `SECTION/NAME=VALUE`, `NAME=VALUE` (the
// camera's `HOST[:PORT]` is base/commandLine/cameraArg.ts). Each mistake names the argument and
// what is wrong with it.
import { paramNameText, sectionNameText, valueText } from '../../../shared/remoteconfig/names';
import type { ConfigParam } from '../../../shared/remoteconfig/configModel';
import type { ParamAssignment, ParamReference } from '../../../shared/remoteconfig/scriptBuilder';
import { UsageError } from '../../base/commandLine/usageError';
import { localize, type Text } from '../../../shared/i18n/text';

export function parseParamReference(arg: string): ParamReference {
  return paramReferenceIn(arg, arg);
}

/** The SECTION/NAME `text` of the argument `arg` (which may go on with `=VALUE`). */
function paramReferenceIn(text: string, arg: string): ParamReference {
  const slash = text.indexOf('/');
  if (slash < 0) throw new UsageError(localize(arg === text ? 'cliRc.error.notReference' : 'cliRc.error.notAssignment', { arg }));
  const ref = { section: text.slice(0, slash), name: text.slice(slash + 1) };
  check(arg, sectionNameText(ref.section) ?? paramNameText(ref.name));
  return ref;
}

/** `SECTION/NAME=VALUE`; the value is everything after the first '=' and may be empty. */
export function parseAssignment(arg: string): ParamAssignment {
  const equals = arg.indexOf('=');
  if (equals < 0) throw new UsageError(localize('cliRc.error.notAssignment', { arg }));
  const ref = paramReferenceIn(arg.slice(0, equals), arg);
  const value = arg.slice(equals + 1);
  check(arg, valueText(value));
  return { ...ref, value };
}

/** `NAME=VALUE` inside a section given separately (append). */
export function parseNameValue(arg: string): ConfigParam {
  const equals = arg.indexOf('=');
  if (equals < 0) throw new UsageError(localize('cliRc.error.notNameValue', { arg }));
  const param = { name: arg.slice(0, equals), value: arg.slice(equals + 1) };
  check(arg, paramNameText(param.name) ?? valueText(param.value));
  return param;
}

export function checkSectionName(arg: string): string {
  check(arg, sectionNameText(arg));
  return arg;
}

function check(arg: string, problem: Text | null): void {
  if (problem) throw new UsageError(localize('cliRc.error.badArgument', { arg, problem }));
}
