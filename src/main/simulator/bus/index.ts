// Simulated bus peers: realistic message traffic without hardware.
export { BusTraffic, busTrafficPaths, type TrafficMessage } from './busTraffic';
export { SimulatedBusPeerError, simulatedPeerLabel, startSimulatedBusPeer, type SimulatedBusPeer, type SimulatedBusPeerOptions } from './simulatedBusPeer';
