// The part of madge's API (a devDependency without its own types) that test/importCycles.test.ts uses.
declare module 'madge' {
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
    detectiveOptions?: Record<string, Record<string, unknown>>;
  }
  interface MadgeResult {
    /** Each module (path relative to the base directory) with the modules it imports. */
    obj(): Record<string, string[]>;
    /** Each cycle as the list of modules along it. */
    circular(): string[][];
  }
  export default function madge(path: string, config?: MadgeConfig): Promise<MadgeResult>;
}
