// The one schema of a section name, a parameter name and a parameter value, for every method
// that takes one (a value is refused with CR, LF or NUL: it would start another command).
import { validateParamName, validateSectionName, validateValue } from '../remoteconfig/names';
import { checkedString } from './schemaHelpers';

export const sectionNameSchema = checkedString(validateSectionName);
export const paramNameSchema = checkedString(validateParamName);
export const paramValueSchema = checkedString(validateValue);
