// The WebSocket-to-TCP bridge the Neon driver goes through in the tests; it lives with the scripts, since
// `npm run rehearse:netlify` runs the served site through it too.
export { type Bridge, startWsBridge } from '../../../scripts/ws-proxy.ts';
