// What the simulated parts of demo mode say of themselves.
export const demo = {
  busPeerSends: 'simulated door, motion, temperature and keypad messages, {{rate}} per second, on {{interface}} port {{port}}',
  firstUsableInterface: 'the first usable interface',
} as const;
