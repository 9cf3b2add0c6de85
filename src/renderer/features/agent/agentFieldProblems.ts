// Which field a problem of a refused save names: the agent's checks give it as `where`
// (jobs.refresh.schedule, maintenanceWindows.0.until), so the form marks that field.
import type { Text } from '../../../shared/i18n/text';

export type FieldProblemOf = (path: readonly (string | number)[]) => Text | null;

export function fieldProblems(problems: readonly Text[]): FieldProblemOf {
  const byField = new Map<string, Text>();
  for (const problem of problems) {
    const where = problem.params?.where;
    if (typeof where === 'string' && !byField.has(where)) byField.set(where, problem);
  }
  return (path) => byField.get(path.join('.')) ?? null;
}
