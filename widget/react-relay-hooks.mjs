// The parts of react-relay the widget uses, each from its own file. react-relay's entry points are CommonJS, which
// bundlers never tree-shake: importing them carries every hook (entry points, query loaders, subscriptions) into
// the widget's first load. Vite maps `react-relay` here (see vite.config.mts); types still come from react-relay.
export { fetchQuery, graphql, requestSubscription } from 'relay-runtime';
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery';
export { default as useQueryLoader } from 'react-relay/lib/relay-hooks/useQueryLoader';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment';
