/** Our programs a bus peer on this computer can be named as (src/main/localPrograms/localProgram.ts). */
export const localProgramNames = ['sdk-demo', 'camconfig serve'] as const;
export type LocalProgramName = (typeof localProgramNames)[number];
