// The configuration a simulated camera leaves the factory with: realistic sections, values
// with umlauts, '=', ':', '/' and spaces, and the per-camera values of its identity.
import { withoutLayout, type CameraConfig } from '../../../shared/remoteconfig/configModel';
import { parseConfig } from '../../../shared/remoteconfig/configText';
import type { CameraIdentity } from './cameraIdentity';
import { generatedSections } from './generatedConfig';

export const defaultFirmware = 'MX-V5.5.2.166';

/** The factory configuration, with `generatedParams` extra parameters in generated sections after the real ones. */
export function factoryConfig(identity: CameraIdentity, firmware: string = defaultFirmware, generatedParams = 0): CameraConfig {
  const lines = [
    `#:${firmware}`,
    'SECTION timestamp',
    `VERSION=${firmware}`,
    'DATE=2024-03-12 09:41:07',
    'TIMEZONE=Europe/Berlin',
    'NTP_SERVER=192.0.2.123',
    'ENDSECTION timestamp',
    'SECTION general',
    `CAMERA_NAME=${identity.name}`,
    `LOCATION=${identity.name}: Außenwand, 2,40 m über Boden`,
    'LANGUAGE=de',
    `OVERLAY_TEXT=Kamera=${identity.name} Zeit=%H:%M:%S`,
    'ENDSECTION general',
    'SECTION network',
    'DHCP=off',
    `IP=${identity.ipAddress}`,
    'NETMASK=255.255.255.0',
    'GATEWAY=192.0.2.1',
    'DNS=192.0.2.53',
    `HOSTNAME=${identity.hostname}`,
    'HTTP_PORT=80',
    'ENDSECTION network',
    'SECTION audio',
    'SPEAKER=1',
    'MICRO=1',
    'PREAMPLIFIER=0',
    'SPEAKERLEVEL=50',
    'ENDSECTION audio',
    'SECTION sip',
    'ENABLED=1',
    `NUMBER=${identity.sipNumber}`,
    `DISPLAY_NAME=${identity.name}`,
    'REGISTRAR=192.0.2.5:5060',
    `URI=sip:${identity.sipNumber}@192.0.2.5`,
    'ENDSECTION sip',
    'SECTION events',
    'ARMED=1',
    'MOTION_SENSITIVITY=60',
    'RECORDING=motion',
    'ACTIVE_PROFILE=',
    'PROFILE_day=audio/SPEAKERLEVEL=60;audio/MICRO=1;events/MOTION_SENSITIVITY=40;events/RECORDING=motion',
    'PROFILE_night=audio/SPEAKERLEVEL=20;audio/MICRO=0;events/MOTION_SENSITIVITY=80;events/RECORDING=continuous',
    'ENDSECTION events',
  ];
  const config = withoutLayout(parseConfig(lines.join('\n') + '\n', { source: 'factory configuration' }));
  return generatedParams === 0 ? config : { ...config, sections: [...config.sections, ...generatedSections(generatedParams)] };
}
