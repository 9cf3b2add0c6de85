import '../../styles/fleet.css';
import { FleetApplyPanel } from './FleetApplyPanel';
import { FleetCameraPicker } from './FleetCameraPicker';
import { FleetGrid } from './FleetGrid';

/** Many cameras at once: pick them, compare their parameters, set values for all, dry run and apply. */
export function FleetApplyView() {
  return (
    <div className="fleet-view">
      <FleetCameraPicker />
      <div className="fleet-main">
        <FleetGrid />
        <FleetApplyPanel />
      </div>
    </div>
  );
}
