// The same camera listed twice in one file (same host and port, host in any letter case).
export class ListedAddresses {
  private readonly lines = new Map<string, number>();

  /** The line that already listed this camera, or null (and the camera is noted as listed on `line`). */
  firstLineOf(host: string, port: number | null, line: number): number | null {
    const key = `${host.toLowerCase()}:${port ?? 80}`;
    const first = this.lines.get(key);
    if (first !== undefined) return first;
    this.lines.set(key, line);
    return null;
  }
}
