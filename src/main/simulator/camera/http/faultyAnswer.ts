// What the answer faults (faults.ts) make of a camera's answer: `#exec` lines left out,
// parameters listed with other values than the camera holds, or no end at all.
import type { CameraFaults } from '../faults';

const execPrefix = '#exec cmd=';

/** The answer lines as a camera with these faults sends them (the endless answer aside). */
export function answerWithFaults(lines: readonly string[], faults: CameraFaults): string[] {
  const withoutExec = faults.omitExecLines ? lines.filter((line) => !line.startsWith(execPrefix)) : [...lines];
  return Object.keys(faults.reportedValues).length > 0 ? withReportedValues(withoutExec, faults.reportedValues) : withoutExec;
}

/** The lines an endless answer starts with: up to the first `#exec` line (or the first two lines). */
export function endlessAnswerLead(lines: readonly string[]): string[] {
  const exec = lines.findIndex((line) => line.startsWith(execPrefix));
  return lines.slice(0, exec < 0 ? 2 : exec + 1);
}

// SECTION / ENDSECTION data lines (never echoes, which start with #read:) say which section a
// NAME=value line belongs to.
function withReportedValues(lines: string[], reported: Readonly<Record<string, string>>): string[] {
  let section: string | null = null;
  return lines.map((line) => {
    const header = /^SECTION (\S+)$/.exec(line);
    if (header) section = header[1]!;
    else if (line.startsWith('ENDSECTION')) section = null;
    else if (section !== null && !line.startsWith('#')) {
      const equals = line.indexOf('=');
      const replacement = equals > 0 ? reported[`${section}/${line.slice(0, equals)}`] : undefined;
      if (replacement !== undefined) return `${line.slice(0, equals)}=${replacement}`;
    }
    return line;
  });
}
