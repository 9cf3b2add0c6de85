// Placeholder until the Electron shell lands in this session's work.
import { app } from 'electron';
app.quit();
