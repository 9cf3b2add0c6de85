// Runs in a page before the studio's own code (page.addInitScript): while
// `window.bench.recording` is true, records every frame's duration (requestAnimationFrame
// deltas) and every long task (PerformanceObserver) into `window.bench.frames` / `longTasks`.
export const frameRecorderScript = `
window.bench = { recording: false, frames: [], longTasks: [] };
let lastFrame = 0;
const onFrame = (time) => {
  if (window.bench.recording && lastFrame > 0) window.bench.frames.push(time - lastFrame);
  lastFrame = time;
  requestAnimationFrame(onFrame);
};
requestAnimationFrame(onFrame);
new PerformanceObserver((list) => {
  if (!window.bench.recording) return;
  for (const entry of list.getEntries()) window.bench.longTasks.push(entry.duration);
}).observe({ type: 'longtask', buffered: false });
`;
