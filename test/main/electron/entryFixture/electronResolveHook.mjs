export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'electron') return { url: new URL('./fakeElectronModule.mjs', import.meta.url).href, shortCircuit: true };
  return nextResolve(specifier, context);
}
