// `node --import` this file to run the built Electron main under plain Node: the bare
// specifier 'electron' resolves to fakeElectronModule.mjs.
import { register } from 'node:module';

register(new URL('./electronResolveHook.mjs', import.meta.url));
