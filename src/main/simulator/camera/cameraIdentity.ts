// What makes one simulated camera of a fleet different from the next: its name, SIP number
// and (documentation-range, never contacted) IP address.

export interface CameraIdentity {
  /** Shown as general/CAMERA_NAME and in the SIP display name; may contain umlauts. */
  name: string;
  sipNumber: string;
  /** A TEST-NET address (RFC 5737), only ever a configuration value. */
  ipAddress: string;
  hostname: string;
}

const places = ['Eingang Süd', 'Hof Nord', 'Tor Ost', 'Garage West', 'Büro Mitte', 'Lager Süd', 'Rampe Nord', 'Foyer Ost'];
const testNets = ['192.0.2', '198.51.100', '203.0.113'];

/** The identity of camera number `cameraNumber` (1, 2, ...) of a fleet. */
export function identityOf(cameraNumber: number): CameraIdentity {
  if (!Number.isInteger(cameraNumber) || cameraNumber < 1) throw new RangeError(`camera number must be 1 or more, got ${cameraNumber}`);
  const place = places[(cameraNumber - 1) % places.length]!;
  const round = Math.floor((cameraNumber - 1) / places.length);
  const name = round === 0 ? place : `${place} ${round + 1}`;
  return { name, sipNumber: String(300 + cameraNumber), ipAddress: testNetAddress(cameraNumber), hostname: `cam-${asciiName(name)}` };
}

function testNetAddress(cameraNumber: number): string {
  const hostsPerNet = 240;
  const net = testNets[Math.floor((cameraNumber - 1) / hostsPerNet) % testNets.length]!;
  return `${net}.${10 + ((cameraNumber - 1) % hostsPerNet)}`;
}

function asciiName(name: string): string {
  const spelled = name.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  return spelled.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
