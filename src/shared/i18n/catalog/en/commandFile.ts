// What a command file (src/shared/fleet/commandFile.ts) says when it cannot be filled in for a
// camera: the file, line, placeholder and camera named; and what the fleet planner adds to it.
export const commandFile = {
  refused_one: 'nothing was sent: a problem with the commands:\n  {{problems}}{{more}}',
  refused_other: 'nothing was sent: {{count}} problems with the commands:\n  {{problems}}{{more}}',
  more: '\n  ... and {{count}} more',
  tooLarge: '{{file}}: the file is larger than {{limit}} KiB; a command file is a few kilobytes',
  line: '{{file}} line {{line}}',
  edits: 'the edits',
  editedValue: 'the value of {{section}}/{{name}}',
  editedValueProblem: 'the value of {{section}}/{{name}}: {{problem}}',
  baselineFile: 'baseline {{source}}',
  baselineLine: 'baseline {{source}} line {{line}} ({{section}}/{{name}})',
  known: {
    listColumns: "the camera list's columns",
    cameraVariables: "the cameras' variables",
    checkedVariables: 'the variables of the cameras checked',
  },
  noneKnown: 'there are no {{known}}',
  knownAre: '{{known}} are {{names}}',
  unknownPlaceholder: '{{where}}: unknown placeholder {{placeholder}} ({{known}})',
  lineBreakInValue: '{{where}}: the value of {{placeholder}} for camera {{camera}} contains a line break, which would start another command',
  noValue: '{{where}}: placeholder {{placeholder}} has no value for camera {{camera}}',
  inFile: '{{where}}: {{problem}}',
  forCamera: '{{problem}} (camera {{camera}})',
  rebootStep: 'the reboot step',
  lostInRebootStep: '{{problem}} (or ask for the store step) (camera {{camera}})',
  notChecked: 'camera {{camera}} was not checked in this run: choose among its cameras',
} as const;
