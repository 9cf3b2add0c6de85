// The remote configuration protocol core: configuration model, script builder, response
// parser, diff, Latin-1 codec. Pure TypeScript, shared by the client, the simulated camera
// and the UI.
export * from './commands';
export * from './latin1';
export * from './names';
export * from './configModel';
export { BlockReader, blockKindOf, commandFormProblem, commandWords, splitParamAssignment, splitParamReference } from './scriptGrammar';
export type { BlockKind } from './scriptGrammar';
export * from './scriptBuilder';
export * from './responseParser';
export * from './diff';
