// The page's first script, an entry of its own (vite.renderer.config.ts puts it before main.tsx):
// it opens the WebSocket to the studio while the rest of the page's script is still on its way,
// so the connection is ready when the studio's first calls go out (api/earlyWebSocket.ts).
import { openEarlyWebSocket } from '../api/earlyWebSocket';

openEarlyWebSocket();

// Modules of the main script that cost the most to run and depend on nothing of the page: the API
// contract's schemas (zod) and the catalogs. Imported here, each runs as soon as its own chunk has
// arrived, while the main script's larger graph is still loading; the main script then finds them
// run (a module runs once per page) instead of running them before its first render.
void import('../../shared/api/wire');
void import('../i18n/translator');
