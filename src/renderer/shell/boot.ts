// The page's first script, an entry of its own (vite.renderer.config.ts puts it before main.tsx):
// it opens the WebSocket to the studio while the rest of the page's script is still on its way,
// so the connection is ready when the studio's first calls go out (api/earlyWebSocket.ts). It
// imports nothing else: module scripts run once their own imports are in, and every chunk more
// here would be one more request for this script to wait for.
import { openEarlyWebSocket } from '../api/earlyWebSocket';

openEarlyWebSocket();
