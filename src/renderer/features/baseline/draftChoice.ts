// "From camera…": which of the camera's parameters go into the baseline (ticked), and which
// are written as their placeholder ("use {SIP}") so each camera is checked against its own
// value. Keys are `section/NAME`; a section's tick stands for all its parameters.
import type { MethodOutput } from '../../../shared/api/contract';
import { writeBaselineText } from '../../../shared/baseline/baselineText';

export type DraftSection = MethodOutput<'baseline.draft'>['sections'][number];

export interface DraftChoice {
  ticked: ReadonlySet<string>;
  /** Parameters with a placeholder offered that are written as the placeholder (on by default). */
  templated: ReadonlySet<string>;
}

export type SectionTick = 'all' | 'some' | 'none';

export const parameterKey = (section: string, name: string): string => `${section}/${name}`;

/** The placeholder as written in a value: `{SIP}` (the draft may name the variable alone). */
export function placeholderText(placeholder: string): string {
  return placeholder.startsWith('{') ? placeholder : `{${placeholder}}`;
}

/** Nothing ticked (a baseline lists what was agreed, not whole configurations); every offered placeholder on. */
export function initialDraftChoice(sections: readonly DraftSection[]): DraftChoice {
  const templated = sections.flatMap((section) => section.parameters.filter((parameter) => parameter.placeholder !== null).map((parameter) => parameterKey(section.name, parameter.name)));
  return { ticked: new Set(), templated: new Set(templated) };
}

export function sectionTick(section: DraftSection, choice: DraftChoice): SectionTick {
  const ticked = section.parameters.filter((parameter) => choice.ticked.has(parameterKey(section.name, parameter.name))).length;
  return ticked === 0 ? 'none' : ticked === section.parameters.length ? 'all' : 'some';
}

function toggled(set: ReadonlySet<string>, keys: readonly string[], on: boolean): Set<string> {
  const next = new Set(set);
  for (const key of keys) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return next;
}

export function tickSection(choice: DraftChoice, section: DraftSection, on: boolean): DraftChoice {
  return { ...choice, ticked: toggled(choice.ticked, section.parameters.map((parameter) => parameterKey(section.name, parameter.name)), on) };
}

export function tickParameter(choice: DraftChoice, key: string, on: boolean): DraftChoice {
  return { ...choice, ticked: toggled(choice.ticked, [key], on) };
}

export function templateParameter(choice: DraftChoice, key: string, on: boolean): DraftChoice {
  return { ...choice, templated: toggled(choice.templated, [key], on) };
}

export function tickedCount(choice: DraftChoice): number {
  return choice.ticked.size;
}

/** The baseline text of the ticked parameters, in the camera's order, placeholders where chosen. */
export function draftBaselineText(sections: readonly DraftSection[], choice: DraftChoice): string {
  return writeBaselineText(
    sections.map((section) => ({
      name: section.name,
      parameters: section.parameters
        .filter((parameter) => choice.ticked.has(parameterKey(section.name, parameter.name)))
        .map((parameter) => {
          const key = parameterKey(section.name, parameter.name);
          return { name: parameter.name, value: parameter.placeholder !== null && choice.templated.has(key) ? placeholderText(parameter.placeholder) : parameter.value };
        }),
    })),
  );
}
