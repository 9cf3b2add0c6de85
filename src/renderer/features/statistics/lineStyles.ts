// How the lines of one chart differ besides their colour, so that one line on top of another
// (messages and packages received are often equal) still shows: the first is wide and solid,
// the others narrower with their own dash pattern, drawn over it.

export interface LineStyle {
  width: number;
  /** Canvas dash pattern in CSS pixels; empty: solid. */
  dash: number[];
}

export const lineStyles: readonly LineStyle[] = [
  { width: 4, dash: [] },
  { width: 2, dash: [8, 4] },
  { width: 2, dash: [2, 3] },
  { width: 2, dash: [12, 3, 3, 3] },
  { width: 1.5, dash: [5, 5] },
  { width: 1.5, dash: [1, 2] },
];

export function lineStyleOf(index: number): LineStyle {
  return lineStyles[index % lineStyles.length]!;
}
