// The window around the views: title, top bar, language and theme.
export const shell = {
  appTitle: 'CamConfig Studio',
  modeWeb: 'Web mode',
  modeDesktop: 'Desktop',
  version: 'v{{version}}',
  demoNote: 'demo with simulated camera and bus peer',
  sidebar: 'Cameras and message bus',
  views: 'Studio views',
  viewTabs: 'Views',
  connectionLost: 'Connection to the studio lost — reconnecting…',
  language: 'Language',
  themeToDark: 'Dark',
  themeToLight: 'Light',
  themeToDarkLabel: 'Dark theme',
  themeToLightLabel: 'Light theme',
} as const;
