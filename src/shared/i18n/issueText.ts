// What a zod issue says, as a text of the catalog. A schema of the contract says its problems
// by message id (`contract.editedTwice`), a custom issue with the text's parameters as its
// `params`; a built-in check's bounds come from the issue itself. A message that is no id
// (zod's own English, a validator's sentence) is kept as words given.
import type { z } from 'zod';
import { givenWords } from './errorWords';
import { hasMessage } from './renderText';
import { localize, type MessageId, type Text, type TextParam } from './text';

export function issueProblem(issue: z.core.$ZodIssue): Text {
  if (!hasMessage(issue.message)) return givenWords(issue.message);
  const params: Record<string, TextParam> = {};
  if (issue.code === 'too_small') params.min = String(issue.minimum);
  if (issue.code === 'too_big') params.max = String(issue.maximum);
  if (issue.code === 'custom') Object.assign(params, issue.params);
  return localize(issue.message as MessageId, params);
}

/** The field an issue is about (`edits.0.value`), or the input as a whole. */
function fieldOf(issue: z.core.$ZodIssue): TextParam {
  return issue.path.length > 0 ? issue.path.map(String).join('.') : localize('contract.wholeInput');
}

/** The first issue with its field ("edits.1.address: ... is edited twice"), and how many more there are. */
export function issuesText(error: z.ZodError): Text {
  const [first, ...more] = error.issues;
  if (first === undefined) return localize('contract.noIssue');
  const params = { field: fieldOf(first), problem: issueProblem(first) };
  return more.length === 0 ? localize('contract.issue', params) : localize('contract.issueAndMore', { ...params, count: more.length });
}
