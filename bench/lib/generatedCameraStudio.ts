// One studio in web mode on 127.0.0.1 with simulated cameras serving generated parameters (as
// `camconfig sim|serve --generated-params`), each under its label: the set-up of the benches
// that measure the Configuration view with large configurations.
import { createStudioServices } from '../../src/main/services/createStudioServices';
import { SimulatedCamera } from '../../src/main/simulator/camera';
import { defaultRendererDir } from '../../src/main/transport/projectRoot';
import { startWebServer } from '../../src/main/transport/webServer';

export interface GeneratedCamera {
  label: string;
  generatedParams: number;
}

export interface GeneratedCameraStudio {
  url: string;
  /** Stops the web server, the services and the cameras. */
  stop(): Promise<void>;
}

export async function startGeneratedCameraStudio(cameras: readonly GeneratedCamera[]): Promise<GeneratedCameraStudio> {
  const simulated = cameras.map(({ generatedParams }, index) => new SimulatedCamera({ generatedParams, cameraNumber: index + 1 }));
  const ports: number[] = [];
  for (const camera of simulated) ports.push((await camera.start(0)).port);
  const services = await createStudioServices({
    demo: false,
    mode: 'web',
    cameras: cameras.map(({ label }, index) => ({ host: '127.0.0.1', port: ports[index]!, user: 'admin', password: 'meinsm', label })),
  });
  const server = await startWebServer({ services, rendererDir: defaultRendererDir() });
  return {
    url: server.url,
    stop: async () => {
      await server.close();
      await services.close();
      await Promise.all(simulated.map((camera) => camera.stop()));
    },
  };
}
