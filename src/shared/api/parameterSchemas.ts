// The one schema of a section name, a parameter name and a parameter value, for every method
// that takes one (a value is refused with CR, LF or NUL: it would start another command; with
// any other control character but tab, by the one text rule).
import { validateParamName, validateSectionName, validateValue } from '../remoteconfig/names';
import { checkedString } from './schemaHelpers';

export const sectionNameSchema = checkedString(validateSectionName, 'section name');
export const paramNameSchema = checkedString(validateParamName, 'parameter name');
/** Latin-1, one line, and no other control character either (checkedString): VT, ESC, NEL are refused too. */
export const paramValueSchema = checkedString(validateValue, 'value');
