// The one schema of a section name, a parameter name and a parameter value, for every method
// that takes one (a value is refused with CR, LF or NUL: it would start another command; with
// any other control character but tab, by the one text rule).
import { paramNameText, sectionNameText, valueText } from '../remoteconfig/names';
import { checkedString, fieldName } from './schemaHelpers';
import { localize } from '../i18n/text';

/** Longest section or parameter name taken (the camera's are far shorter). */
export const maxParamNameLength = 200;
/** Longest parameter value taken. */
export const maxParamValueLength = 4096;

export const sectionNameSchema = checkedString(sectionNameText, localize('cameraNames.subject.section')).max(maxParamNameLength, 'contract.sectionNameTooLong');
export const paramNameSchema = checkedString(paramNameText, localize('cameraNames.subject.parameter')).max(maxParamNameLength, 'contract.paramNameTooLong');
/** Latin-1, one line, and no other control character either (checkedString): VT, ESC, NEL are refused too. */
export const paramValueSchema = checkedString(valueText, fieldName('value')).max(maxParamValueLength, 'contract.valueTooLong');
