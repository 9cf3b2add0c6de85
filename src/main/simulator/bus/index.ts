// Simulated bus peers: realistic message traffic without hardware.
export { BusTraffic, busTrafficPaths, type BusMessage } from './busTraffic';
export { SimulatedBusPeerError, simulatedPeerLabel, startSimulatedBusPeer, type SimulatedBusPeer, type SimulatedBusPeerOptions } from './simulatedBusPeer';
