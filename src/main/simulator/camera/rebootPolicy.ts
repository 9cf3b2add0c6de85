// Which sections the camera applies at once (with `update`) and which only take effect after
// a reboot: the network stack, the clock and the SIP client read their settings at boot.

export const sectionsNeedingReboot: readonly string[] = ['network', 'timestamp', 'sip'];

export function needsReboot(sectionName: string): boolean {
  return sectionsNeedingReboot.includes(sectionName);
}
