// docs/benchmarks.md as sections, one per bench file (found by its `_Source: bench/FILE` line),
// and the merge of a run's results into it: a run replaces the sections it measured and keeps
// every other section as it stood, so a partial run (`npm run bench -- NAME`, or a bench that
// failed) never loses results it did not re-measure.

export interface MeasuredSection {
  title: string;
  body: string;
}

export interface BenchRun {
  /** Every bench file, in the order the file lists them. */
  files: readonly string[];
  /** What this run measured, by bench file. */
  measured: Readonly<Record<string, MeasuredSection>>;
  /** The file's header as this run would write it (date, Node, machine). */
  header: string;
  /** YYYY-MM-DD, and the command, noted on sections a partial run measured. */
  date: string;
  command: string;
}

interface KeptSection {
  file: string | undefined;
  text: string;
  /** The last section of the file it was read from. */
  last: boolean;
}

/** The new docs/benchmarks.md from the previous one (undefined when there is none) and a run. */
export function mergeBenchmarks(previous: string | undefined, run: BenchRun): string {
  const old = previous === undefined ? { header: undefined, sections: [] } : splitBenchmarks(previous);
  const fullRun = run.files.every((file) => run.measured[file] !== undefined);
  const note = fullRun ? '' : ` (run on ${run.date} with \`${run.command}\`)`;
  const inOrder = run.files.flatMap((file) => {
    const measured = run.measured[file];
    if (measured) return [`## ${measured.title}\n\n_Source: bench/${file}${note}_\n\n${measured.body.trimEnd()}\n\n`];
    return old.sections.filter((section) => section.file === file).map(textBeforeAnother);
  });
  const orphans = old.sections.filter((section) => section.file === undefined || !run.files.includes(section.file)).map(textBeforeAnother);
  const header = fullRun || old.header === undefined ? `${run.header.trimEnd()}\n\n` : old.header;
  return `${(header + [...inOrder, ...orphans].join('')).trimEnd()}\n`;
}

/** A kept section as written; the one that was last gets the empty line that separates sections (trimmed again when it stays last). */
function textBeforeAnother(section: KeptSection): string {
  return section.last ? `${section.text.trimEnd()}\n\n` : section.text;
}

/** The header (everything before the first `## `) and the sections as written, each with its bench file. */
export function splitBenchmarks(text: string): { header: string | undefined; sections: KeptSection[] } {
  const chunks = text.split(/^(?=## )/m);
  const header = chunks[0]!.startsWith('## ') || chunks[0]!.trim() === '' ? undefined : chunks.shift();
  if (header === undefined && chunks[0]!.trim() === '') chunks.shift();
  const sections = chunks.map((chunk, index) => ({ file: /^_Source: bench\/(\S+?\.bench\.ts)/m.exec(chunk)?.[1], text: chunk, last: index === chunks.length - 1 }));
  return { header, sections };
}
