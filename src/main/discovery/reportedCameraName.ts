// The name a camera reports for itself (general/CAMERA_NAME), as the label of a camera a scan
// adds. It comes from the network, so it is taken only when it is a label the camera-list
// import would accept too: trimmed, not empty, at most the workspace's label length, and free of
// control characters and of characters that make it show other than it holds (direction marks,
// unpaired surrogates). Anything else is no name: the camera is added under its address.
import { cameraListLimits } from '../../shared/fleet/lists/listLimits';
import { controlCharacterProblem } from '../../shared/text/controlCharacters';
import { misleadingCharacterProblem } from '../../shared/text/misleadingCharacters';
import { getParam, type CameraConfig } from '../../shared/remoteconfig/configModel';

export const cameraNameSection = 'general';
export const cameraNameParam = 'CAMERA_NAME';

export function reportedCameraName(config: CameraConfig): string | null {
  const name = getParam(config, cameraNameSection, cameraNameParam)?.trim();
  if (name === undefined || name === '' || name.length > cameraListLimits.labelLength) return null;
  if (controlCharacterProblem(name) !== null || misleadingCharacterProblem(name) !== null) return null;
  return name;
}
