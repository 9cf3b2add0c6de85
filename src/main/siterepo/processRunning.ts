// Whether a process id names a process that still runs (signal 0 checks without sending one):
// the site's write lock and an interrupted passphrase change both tell a live writer from a dead one.
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
