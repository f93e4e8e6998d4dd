/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage) and loaders. */
export const loadConnectBrokerButton = () => import('./components/connect-broker-button.tsx');
