// Addresses and ports written as text (src/shared/net/): what is wrong with one.
export const net = {
  port: {
    given: "port '{{text}}'",
    givenOfHost: "port '{{text}}' of {{host}}",
    range: 'a number from {{lowest}} to 65535',
    rangeAnyFree: 'a number from 0 to 65535 (0 = any free port)',
    notInRange: '{{port}} is not {{range}}',
    leadingZero: '{{port}} has a leading zero: write it without ({{range}}, decimal)',
  },
} as const;
