export { formatarCid } from './cid/cid.routes.js';
