// A site as the Baseline tab's tests start it: simulated cameras on 127.0.0.1 (audio
// SPEAKERLEVEL=50) in group Site of a new workspace, a baseline 'Site A' (that value) saved for
// the group, the studio open in web mode in Chromium at 1600 × 1000. `close` stops it all.
import { studioItself } from '../../src/main/services/studioServices';
import { openSiteStudio, type SiteStudio } from './workspaceStudio';

export type BaselineSite = SiteStudio;

export function openBaselineSite(name: string, problems: string[], { labels, password }: { labels: readonly string[]; password: string }): Promise<BaselineSite> {
  return openSiteStudio(name, problems, {
    password,
    labels,
    script: 'helo\nwrite params\naudio/SPEAKERLEVEL=50\nstore\nquit\n',
    viewport: { width: 1600, height: 1000 },
    prepare: async (services) => {
      await services.handlers['baseline.save']({ name: 'Site A', text: 'SECTION audio\nSPEAKERLEVEL=50\nENDSECTION audio\n', groups: ['Site'] }, studioItself);
    },
  });
}
