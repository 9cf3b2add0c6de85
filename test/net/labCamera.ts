// One simulated camera as a process of its own, for a host of the network-namespace lab: the
// test process cannot listen inside another namespace, so discoveryMultiHost.test.ts bundles
// this script and runs it there (`ip netns exec`, NetnsLab.exec). It listens on the lab
// address it is given, which exists only inside that namespace (`camconfig sim` listens on
// loopback only, by design). Prints the camera's URL once it listens; SIGTERM stops it.
// Arguments: HOST PORT FIRMWARE [USER]; the password, if any, in $LAB_CAMERA_PASSWORD (never
// on the command line). Without USER the camera keeps the factory credentials.
import { isIPv4 } from 'node:net';
import { newSimulatedCamera } from '../support/simulatedCameras';

const [host = '', portText = '', firmware = '', user] = process.argv.slice(2);
const port = Number(portText);
const password = process.env.LAB_CAMERA_PASSWORD;
if (!isIPv4(host) || !Number.isInteger(port) || port < 1 || port > 65_535 || !/^MX-[\w.-]{1,60}$/.test(firmware) || (user !== undefined && !password)) {
  console.error('usage: labCamera HOST PORT FIRMWARE [USER] (an IPv4 address, a port 1-65535, a firmware MX-...; with USER, $LAB_CAMERA_PASSWORD)');
  process.exit(2);
}

const camera = newSimulatedCamera({ host, firmware, ...(user === undefined ? {} : { user, password }) });
const { url } = await camera.start(port);
process.stdout.write(`${url}\n`);
process.once('SIGTERM', () => {
  void camera.stop().then(() => process.exit(0));
});
