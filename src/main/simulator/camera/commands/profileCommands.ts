// `profile` (name of the active profile) and `activate_profile <name>`.
import { activateProfile, activeProfile } from '../profiles';
import { badSyntax, withoutArguments, type CommandContext } from './commandContext';

export const profile = withoutArguments(({ camera, out, line }) => {
  out.exec(line);
  out.data(activeProfile(camera.running));
});

export function activateProfileCommand(context: CommandContext): void {
  const { args, camera, out, line } = context;
  if (args.length !== 1) return badSyntax(context);
  const activation = activateProfile(camera.running, args[0]!);
  if (activation.errors) return activation.errors.forEach((error) => out.error(error));
  camera.running = activation.config;
  out.exec(line);
}
